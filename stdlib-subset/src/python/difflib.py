"""Comparing sequences, as CPython 3.11's difflib module: `SequenceMatcher` and
`get_close_matches` (from `_difflib_matcher`), `Differ` and `ndiff` (line by line deltas with
intraline `?` hints), `unified_diff`, `context_diff`, `restore`, `IS_LINE_JUNK` and
`IS_CHARACTER_JUNK`. `HtmlDiff` and `diff_bytes` are not kept."""

import re

from _difflib_matcher import Match, SequenceMatcher, get_close_matches

__all__ = [
    "get_close_matches", "ndiff", "restore", "SequenceMatcher", "Differ", "IS_CHARACTER_JUNK",
    "IS_LINE_JUNK", "context_diff", "unified_diff", "Match",
]


def _keep_original_ws(s, tag_s):
    """Replace whitespace with the original whitespace characters in `s`."""
    return "".join(c if tag_c == " " and c.isspace() else tag_c for c, tag_c in zip(s, tag_s))


class Differ:
    """Differ is a class for comparing sequences of lines of text, and producing human-readable
    differences or deltas: '- ' for a line unique to the first sequence, '+ ' to the second,
    '  ' for a common one and '? ' for a hint at intraline differences."""

    def __init__(self, linejunk=None, charjunk=None):
        self.linejunk = linejunk
        self.charjunk = charjunk

    def compare(self, a, b):
        """Compare two sequences of lines; generate the resulting delta."""
        cruncher = SequenceMatcher(self.linejunk, a, b)
        for tag, alo, ahi, blo, bhi in cruncher.get_opcodes():
            if tag == "replace":
                g = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            elif tag == "delete":
                g = self._dump("-", a, alo, ahi)
            elif tag == "insert":
                g = self._dump("+", b, blo, bhi)
            else:
                g = self._dump(" ", a, alo, ahi)
            yield from g

    def _dump(self, tag, x, lo, hi):
        """Generate comparison results for a same-tagged range."""
        for i in range(lo, hi):
            yield "%s %s" % (tag, x[i])

    def _plain_replace(self, a, alo, ahi, b, blo, bhi):
        if bhi - blo < ahi - alo:
            first = self._dump("+", b, blo, bhi)
            second = self._dump("-", a, alo, ahi)
        else:
            first = self._dump("-", a, alo, ahi)
            second = self._dump("+", b, blo, bhi)
        for g in first, second:
            yield from g

    def _fancy_replace(self, a, alo, ahi, b, blo, bhi):
        """Replace a block of lines with another, synching on the most similar pair of lines
        and marking the differences inside it."""
        best_ratio, cutoff = 0.74, 0.75
        cruncher = SequenceMatcher(self.charjunk)
        eqi, eqj = None, None
        for j in range(blo, bhi):
            bj = b[j]
            cruncher.set_seq2(bj)
            for i in range(alo, ahi):
                ai = a[i]
                if ai == bj:
                    if eqi is None:
                        eqi, eqj = i, j
                    continue
                cruncher.set_seq1(ai)
                if (
                    cruncher.real_quick_ratio() > best_ratio
                    and cruncher.quick_ratio() > best_ratio
                    and cruncher.ratio() > best_ratio
                ):
                    best_ratio, best_i, best_j = cruncher.ratio(), i, j
        if best_ratio < cutoff:
            if eqi is None:
                yield from self._plain_replace(a, alo, ahi, b, blo, bhi)
                return
            best_i, best_j, best_ratio = eqi, eqj, 1.0
        else:
            eqi = None
        yield from self._fancy_helper(a, alo, best_i, b, blo, best_j)
        aelt, belt = a[best_i], b[best_j]
        if eqi is None:
            atags = btags = ""
            cruncher.set_seqs(aelt, belt)
            for tag, ai1, ai2, bj1, bj2 in cruncher.get_opcodes():
                la, lb = ai2 - ai1, bj2 - bj1
                if tag == "replace":
                    atags += "^" * la
                    btags += "^" * lb
                elif tag == "delete":
                    atags += "-" * la
                elif tag == "insert":
                    btags += "+" * lb
                else:
                    atags += " " * la
                    btags += " " * lb
            yield from self._qformat(aelt, belt, atags, btags)
        else:
            yield "  " + aelt
        yield from self._fancy_helper(a, best_i + 1, ahi, b, best_j + 1, bhi)

    def _fancy_helper(self, a, alo, ahi, b, blo, bhi):
        g = []
        if alo < ahi:
            if blo < bhi:
                g = self._fancy_replace(a, alo, ahi, b, blo, bhi)
            else:
                g = self._dump("-", a, alo, ahi)
        elif blo < bhi:
            g = self._dump("+", b, blo, bhi)
        yield from g

    def _qformat(self, aline, bline, atags, btags):
        """Format "?" output and deal with tabs."""
        atags = _keep_original_ws(aline, atags).rstrip()
        btags = _keep_original_ws(bline, btags).rstrip()
        yield "- " + aline
        if atags:
            yield f"? {atags}\n"
        yield "+ " + bline
        if btags:
            yield f"? {btags}\n"


def IS_LINE_JUNK(line, pat=re.compile(r"\s*(?:#\s*)?$").match):
    """Return True for ignorable line: iff `line` is blank or contains a single '#'."""
    return pat(line) is not None


def IS_CHARACTER_JUNK(ch, ws=" \t"):
    """Return True for ignorable character: iff `ch` is a space or tab."""
    return ch in ws


def _format_range_unified(start, stop):
    """Convert range to the "ed" format."""
    beginning = start + 1
    length = stop - start
    if length == 1:
        return "{}".format(beginning)
    if not length:
        beginning -= 1
    return "{},{}".format(beginning, length)


def _check_types(a, b, *args):
    if a and not isinstance(a[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)" % (type(a[0]).__name__, a[0]))
    if b and not isinstance(b[0], str):
        raise TypeError("lines to compare must be str, not %s (%r)" % (type(b[0]).__name__, b[0]))
    for arg in args:
        if not isinstance(arg, str):
            raise TypeError("all arguments must be str, not: %r" % (arg,))


def _file_headers(first, second, fromfile, tofile, fromfiledate, tofiledate, lineterm):
    fromdate = "\t{}".format(fromfiledate) if fromfiledate else ""
    todate = "\t{}".format(tofiledate) if tofiledate else ""
    return (
        "{} {}{}{}".format(first, fromfile, fromdate, lineterm),
        "{} {}{}{}".format(second, tofile, todate, lineterm),
    )


def unified_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3, lineterm="\n"):
    """Compare two sequences of lines; generate the delta as a unified diff."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield from _file_headers("---", "+++", fromfile, tofile, fromfiledate, tofiledate, lineterm)
        first, last = group[0], group[-1]
        file1_range = _format_range_unified(first[1], last[2])
        file2_range = _format_range_unified(first[3], last[4])
        yield "@@ -{} +{} @@{}".format(file1_range, file2_range, lineterm)
        for tag, i1, i2, j1, j2 in group:
            if tag == "equal":
                for line in a[i1:i2]:
                    yield " " + line
                continue
            if tag in {"replace", "delete"}:
                for line in a[i1:i2]:
                    yield "-" + line
            if tag in {"replace", "insert"}:
                for line in b[j1:j2]:
                    yield "+" + line


def _format_range_context(start, stop):
    """Convert range to the "ed" format."""
    beginning = start + 1
    length = stop - start
    if not length:
        beginning -= 1
    if length <= 1:
        return "{}".format(beginning)
    return "{},{}".format(beginning, beginning + length - 1)


def context_diff(a, b, fromfile="", tofile="", fromfiledate="", tofiledate="", n=3, lineterm="\n"):
    """Compare two sequences of lines; generate the delta as a context diff."""
    _check_types(a, b, fromfile, tofile, fromfiledate, tofiledate, lineterm)
    prefix = dict(insert="+ ", delete="- ", replace="! ", equal="  ")
    started = False
    for group in SequenceMatcher(None, a, b).get_grouped_opcodes(n):
        if not started:
            started = True
            yield from _file_headers("***", "---", fromfile, tofile, fromfiledate, tofiledate, lineterm)
        first, last = group[0], group[-1]
        yield "***************" + lineterm
        file1_range = _format_range_context(first[1], last[2])
        yield "*** {} ****{}".format(file1_range, lineterm)
        if any(tag in {"replace", "delete"} for tag, _, _, _, _ in group):
            for tag, i1, i2, _, _ in group:
                if tag != "insert":
                    for line in a[i1:i2]:
                        yield prefix[tag] + line
        file2_range = _format_range_context(first[3], last[4])
        yield "--- {} ----{}".format(file2_range, lineterm)
        if any(tag in {"replace", "insert"} for tag, _, _, _, _ in group):
            for tag, _, _, j1, j2 in group:
                if tag != "delete":
                    for line in b[j1:j2]:
                        yield prefix[tag] + line


def ndiff(a, b, linejunk=None, charjunk=IS_CHARACTER_JUNK):
    """Compare `a` and `b` (lists of strings); return a `Differ`-style delta."""
    return Differ(linejunk, charjunk).compare(a, b)


def restore(delta, which):
    """Generate one of the two sequences that generated a delta."""
    try:
        tag = {1: "- ", 2: "+ "}[int(which)]
    except KeyError:
        raise ValueError("unknown delta choice (must be 1 or 2): %r" % which) from None
    prefixes = ("  ", tag)
    for line in delta:
        if line[:2] in prefixes:
            yield line[2:]
