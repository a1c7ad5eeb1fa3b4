"""ElementTree's parsing side, as CPython 3.11's: ParseError, TreeBuilder, XMLParser (its target
protocol: start/end/data/close and, when the target has them, comment/pi/start_ns/end_ns) and
the iterator of iterparse, and XMLPullParser. The document is parsed by the native `_garter_xml.parse` into a
list of events (with expat's error message, code and position when it is not well formed);
an XMLParser collects what it is fed and parses it on close(), so errors surface there
rather than in feed(). A document parsed without a parser of the caller's (`fromstring`,
`parse`, and `iterparse` asking for no more than "start" and "end") is built straight into
Elements by the native `_garter_xml.build` (`build_tree`), as a fresh TreeBuilder builds it,
while Element's `__init__` is its own."""

import _garter_xml
from _xml_etree_element import Comment, Element, ProcessingInstruction, _plain_methods

_START, _END, _DATA, _COMMENT, _PI, _START_NS, _END_NS, _SKIPPED = range(8)


class ParseError(SyntaxError):
    __module__ = "xml.etree.ElementTree"


def _error(details):
    message, code, line, column = details
    return _parse_error(message, code, line, column)


def _parse_error(message, code, line, column):
    error = ParseError("%s: line %d, column %d" % (message, line, column))
    error.code = code
    error.position = (line, column)
    return error


def parse_events(data, comments, pis, ns, partial=False):
    """The events of document `data` (str or bytes) and the ParseError after them (or None);
    with `partial`, `data` may be the start of a longer document."""
    events, details = _garter_xml.parse(data, comments, pis, ns, partial)
    return events, None if details is None else _error(details)


def checked_data(data):
    """`data` as XMLParser.feed takes it: a str or bytes (a bytearray or memoryview copied)."""
    if isinstance(data, (bytearray, memoryview)):
        return bytes(data)
    if not isinstance(data, (str, bytes)):
        raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
    return data


def native_build():
    """Whether `build_tree` may make the elements: Element's `__init__` is still its own."""
    return Element.__init__ is _plain_methods[0]


def build_tree(data, start=False, end=False):
    """The root of document `data` as `XMLParser(target=TreeBuilder())` builds it, the
    ("start", element) and ("end", element) pairs asked for, and the ParseError after them (or
    None)."""
    root, pairs, details = _garter_xml.build(data, Element, start, end)
    return root, pairs, None if details is None else _error(details)


def parse_tree(data):
    """The root of document `data` (as XMLParser.feed takes it), parsed by a fresh XMLParser."""
    if not native_build():
        parser = XMLParser(target=TreeBuilder())
        parser.feed(data)
        return parser.close()
    root, _, error = build_tree(checked_data(data))
    if error is not None:
        raise error
    return root


class TreeBuilder:
    __module__ = "xml.etree.ElementTree"

    def __init__(self, element_factory=None, *, comment_factory=None, pi_factory=None,
                 insert_comments=False, insert_pis=False):
        self._data = []
        self._elem = []
        self._last = None
        self._root = None
        self._tail = None
        self._factory = Element if element_factory is None else element_factory
        self._comment_factory = Comment if comment_factory is None else comment_factory
        self._pi_factory = ProcessingInstruction if pi_factory is None else pi_factory
        self.insert_comments = insert_comments
        self.insert_pis = insert_pis

    def close(self):
        assert len(self._elem) == 0, "missing end tags"
        assert self._root is not None, "missing toplevel element"
        return self._root

    def _flush(self):
        if self._data:
            if self._last is not None:
                text = "".join(self._data)
                if self._tail:
                    assert self._last.tail is None, "internal error (tail)"
                    self._last.tail = text
                else:
                    assert self._last.text is None, "internal error (text)"
                    self._last.text = text
            self._data = []

    def data(self, data):
        self._data.append(data)

    def start(self, tag, attrs):
        self._flush()
        self._last = elem = self._factory(tag, attrs)
        if self._elem:
            self._elem[-1].append(elem)
        elif self._root is None:
            self._root = elem
        self._elem.append(elem)
        self._tail = 0
        return elem

    def end(self, tag):
        self._flush()
        self._last = self._elem.pop()
        assert self._last.tag == tag, "end tag mismatch (expected %s, got %s)" % (self._last.tag, tag)
        self._tail = 1
        return self._last

    def comment(self, text):
        return self._single(self._comment_factory, self.insert_comments, text)

    def pi(self, target, text=None):
        return self._single(self._pi_factory, self.insert_pis, target, text)

    def _single(self, factory, insert, *args):
        elem = factory(*args)
        if insert:
            self._flush()
            self._last = elem
            if self._elem:
                self._elem[-1].append(elem)
            self._tail = 1
        return elem


def _join(pieces):
    if all(isinstance(piece, str) for piece in pieces):
        return "".join(pieces)
    return b"".join(piece.encode("utf-8") if isinstance(piece, str) else piece for piece in pieces)


class XMLParser:
    __module__ = "xml.etree.ElementTree"

    def __init__(self, *, target=None, encoding=None):
        self.target = TreeBuilder() if target is None else target
        self.entity = {}
        self.version = "Expat 2.5.0"
        self._encoding = encoding
        self._pieces = []
        self._closed = False

    def feed(self, data):
        if self._closed:
            raise ParseError("parser closed")
        if isinstance(data, (bytearray, memoryview)):
            data = bytes(data)
        elif not isinstance(data, (str, bytes)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
        self._pieces.append(data)

    def flush(self):
        pass

    def _handler(self, name):
        return getattr(self.target, name, None)

    def close(self):
        self._closed = True
        data = _join(self._pieces)
        self._pieces = []
        if self._encoding is not None and isinstance(data, bytes):
            data = data.decode(self._encoding)
        target = self.target
        start, end, text = self._handler("start"), self._handler("end"), self._handler("data")
        comment, pi = self._handler("comment"), self._handler("pi")
        start_ns, end_ns = self._handler("start_ns"), self._handler("end_ns")
        events, error = parse_events(data, comment is not None, pi is not None, start_ns is not None or end_ns is not None)
        for event in events:
            kind = event[0]
            if kind == _START:
                if start is not None:
                    start(event[1], event[2])
            elif kind == _END:
                if end is not None:
                    end(event[1])
            elif kind == _DATA:
                if text is not None:
                    text(event[1])
            elif kind == _COMMENT:
                comment(event[1])
            elif kind == _PI:
                pi(event[1], event[2])
            elif kind == _START_NS:
                if start_ns is not None:
                    start_ns(event[1], event[2])
            elif kind == _END_NS:
                if end_ns is not None:
                    end_ns(event[1])
            else:
                value = _skipped(event, self.entity)
                if isinstance(value, ParseError):
                    error = value
                    break
                if text is not None:
                    text(value)
        if error is not None:
            raise error
        close = getattr(target, "close", None)
        return None if close is None else close()


_EVENT_NAMES = ("start", "end", "start-ns", "end-ns", "comment", "pi")


def _check_events(wanted):
    wanted = ("end",) if wanted is None else tuple(wanted)
    for name in wanted:
        if name not in _EVENT_NAMES:
            raise ValueError("unknown event %r" % name)
    return wanted


def _skipped(event, entity):
    """The text of an entity the external DTD subset may declare, from the parser's `entity`
    mapping, or the ParseError CPython raises for one not there."""
    value = entity.get(event[1])
    if value is None:
        return _parse_error("undefined entity &%s;" % event[1], 11, event[2], event[3])
    return value


def _apply(builder, events, wanted, pairs, entity):
    """Builds the tree from `events` with `builder`, adding the wanted (event, value) pairs;
    returns the count of events applied (fewer than all when an entity is undefined) and the
    error that stopped them."""
    for index, event in enumerate(events):
        kind = event[0]
        if kind == _START:
            elem = builder.start(event[1], event[2])
            if "start" in wanted:
                pairs.append(("start", elem))
        elif kind == _END:
            elem = builder.end(event[1])
            if "end" in wanted:
                pairs.append(("end", elem))
        elif kind == _DATA:
            builder.data(event[1])
        elif kind == _COMMENT:
            pairs.append(("comment", builder.comment(event[1])))
        elif kind == _PI:
            pairs.append(("pi", builder.pi(event[1], event[2])))
        elif kind == _START_NS:
            if "start-ns" in wanted:
                pairs.append(("start-ns", (event[1], event[2])))
        elif kind == _END_NS:
            if "end-ns" in wanted:
                pairs.append(("end-ns", None))
        else:
            value = _skipped(event, entity)
            if isinstance(value, ParseError):
                return index, value
            builder.data(value)
    return len(events), None


class XMLPullParser:
    """Events as data arrives: each read_events() parses all the data fed so far (as the start
    of a document) and hands out the events not handed out before."""

    __module__ = "xml.etree.ElementTree"

    def __init__(self, events=None, *, _parser=None):
        self._wanted = _check_events(events)
        self._builder = TreeBuilder() if _parser is None else _parser.target
        self._pieces = []
        self._applied = 0
        self._queue = []
        self._fresh = False
        self._failed = False
        self._closed = False

    def feed(self, data):
        if self._closed:
            raise ValueError("feed() called after end of stream")
        if isinstance(data, (bytearray, memoryview)):
            data = bytes(data)
        elif not isinstance(data, (str, bytes)):
            raise TypeError("a bytes-like object is required, not '%s'" % type(data).__name__)
        if data:
            self._pieces.append(data)
            self._fresh = True

    def flush(self):
        pass

    def _parse(self, partial):
        """Hands out the new events of the data so far; returns the ParseError after them."""
        self._fresh = False
        data = _join(self._pieces)
        self._pieces = [data]
        wanted = self._wanted
        events, error = parse_events(data, "comment" in wanted, "pi" in wanted, True, partial)
        applied, failure = _apply(self._builder, events[self._applied:], wanted, self._queue, {})
        self._applied += applied
        error = failure or error
        if error is not None:
            self._failed = True
        return error

    def read_events(self):
        if self._fresh and not self._failed:
            error = self._parse(True)
            if error is not None:
                self._queue.append(error)
        while self._queue:
            item = self._queue.pop(0)
            if isinstance(item, Exception):
                raise item
            yield item

    def close(self):
        self._closed = True
        if self._failed:
            return
        error = self._parse(False)
        if error is not None:
            raise error
        self._builder.close()


class IterParseIterator:
    """What iterparse returns: the (event, element) pairs, and `root` once they are all read.
    The whole tree is built before the first pair is handed out (as CPython's is for a document
    smaller than its 16 KiB read size), so elements already have their text at "start"."""

    def __init__(self, data, events, parser):
        self.root = None
        self._events = self._run(data, events, parser)

    def __iter__(self):
        return self

    def __next__(self):
        return next(self._events)

    def _run(self, data, wanted, parser):
        wanted = _check_events(wanted)
        if parser is None and native_build() and all(name == "start" or name == "end" for name in wanted):
            root, pairs, error = build_tree(data, "start" in wanted, "end" in wanted)
            yield from pairs
            if error is not None:
                raise error
            self.root = root
            return
        builder = TreeBuilder() if parser is None else parser.target
        events, error = parse_events(data, "comment" in wanted, "pi" in wanted, True)
        pairs = []
        entity = {} if parser is None else parser.entity
        _, failure = _apply(builder, events, wanted, pairs, entity)
        error = failure or error
        yield from pairs
        if error is not None:
            raise error
        self.root = builder.close()
