"""The base of `html.parser.HTMLParser`, as CPython 3.11's _markupbase module: position
tracking (`getpos`, `updatepos`) and the scanning of comments and marked sections
(`<![CDATA[...]]>`, `<![if ...]>`)."""

import re

_declname_match = re.compile(r"[a-zA-Z][-_.a-zA-Z0-9]*\s*").match
_commentclose = re.compile(r"--\s*>")
_markedsectionclose = re.compile(r"]\s*]\s*>")
_msmarkedsectionclose = re.compile(r"]\s*>")


class ParserBase:
    """Parser base class which provides some common support methods used by the SGML/HTML and
    XHTML parsers."""

    def __init__(self):
        if self.__class__ is ParserBase:
            raise RuntimeError("_markupbase.ParserBase must be subclassed")

    def reset(self):
        self.lineno = 1
        self.offset = 0

    def getpos(self):
        """Return current line number and offset."""
        return self.lineno, self.offset

    def updatepos(self, i, j):
        """Move the position past `rawdata[i:j]`, counting its lines; returns `j`."""
        if i >= j:
            return j
        rawdata = self.rawdata
        nlines = rawdata.count("\n", i, j)
        if nlines:
            self.lineno = self.lineno + nlines
            pos = rawdata.rindex("\n", i, j)
            self.offset = j - (pos + 1)
        else:
            self.offset = self.offset + j - i
        return j

    def parse_marked_section(self, i, report=1):
        """Scan `<![name ... ]]>` at `i`; the index past it, or -1 when it is not complete."""
        rawdata = self.rawdata
        sect_name, j = self._scan_name(i + 3, i)
        if j < 0:
            return j
        if sect_name in {"temp", "cdata", "ignore", "include", "rcdata"}:
            match = _markedsectionclose.search(rawdata, i + 3)
        elif sect_name in {"if", "else", "endif"}:
            match = _msmarkedsectionclose.search(rawdata, i + 3)
        else:
            raise AssertionError("unknown status keyword %r in marked section" % rawdata[i + 3 : j])
        if not match:
            return -1
        if report:
            self.unknown_decl(rawdata[i + 3 : match.start(0)])
        return match.end(0)

    def parse_comment(self, i, report=1):
        """Scan `<!-- ... -->` at `i`; the index past it, or -1 when it is not complete."""
        rawdata = self.rawdata
        if rawdata[i : i + 4] != "<!--":
            raise AssertionError("unexpected call to parse_comment()")
        match = _commentclose.search(rawdata, i + 4)
        if not match:
            return -1
        if report:
            self.handle_comment(rawdata[i + 4 : match.start(0)])
        return match.end(0)

    def _scan_name(self, i, declstartpos):
        rawdata = self.rawdata
        n = len(rawdata)
        if i == n:
            return None, -1
        m = _declname_match(rawdata, i)
        if m:
            s = m.group()
            if (i + len(s)) == n:
                return None, -1
            return s.strip().lower(), m.end()
        self.updatepos(declstartpos, i)
        raise AssertionError("expected name token at %r" % rawdata[declstartpos : declstartpos + 20])

    def unknown_decl(self, data):
        pass
