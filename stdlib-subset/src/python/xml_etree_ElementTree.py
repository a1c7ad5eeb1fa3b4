"""xml.etree.ElementTree, as CPython 3.11's: the element types (`_xml_etree_element`), the path
language (`_xml_etree_path`), the serialisers (`_xml_etree_write`) and parsing
(`_xml_etree_parse`, over the native `_garter_xml` parser) gathered here with ElementTree,
fromstring/XML/fromstringlist, parse, iterparse, tostring/tostringlist, dump, indent and
register_namespace. Files are read and written through `open`, so only on a filesystem the
host has granted. Not here: canonicalize and C14N writing, XInclude."""

import io as _io
import re as _re
import sys as _sys

import _xml_etree_path as _path
import _xml_etree_write as _write
from _xml_etree_element import Comment, Element, PI, ProcessingInstruction, QName, SubElement, iselement
from _xml_etree_parse import IterParseIterator as _IterParseIterator
from _xml_etree_parse import ParseError, TreeBuilder, XMLParser, XMLPullParser
from _xml_etree_parse import parse_tree as _parse_tree

__all__ = [
    "Comment", "dump", "Element", "ElementTree", "fromstring", "fromstringlist", "indent",
    "iselement", "iterparse", "parse", "ParseError", "PI", "ProcessingInstruction", "QName",
    "SubElement", "tostring", "tostringlist", "TreeBuilder", "VERSION", "XML", "XMLID",
    "XMLParser", "XMLPullParser", "register_namespace",
]

VERSION = "1.3.0"


class ElementTree:
    def __init__(self, element=None, file=None):
        self._root = element
        if file:
            self.parse(file)

    def getroot(self):
        return self._root

    def _setroot(self, element):
        self._root = element

    def parse(self, source, parser=None):
        data = _read_source(source)
        if parser is None:
            self._root = _parse_tree(data)
            return self._root
        parser.feed(data)
        self._root = parser.close()
        return self._root

    def iter(self, tag=None):
        return self._root.iter(tag)

    def _relative(self, path):
        if path[:1] == "/":
            import warnings

            warnings.warn(
                "This search is broken in 1.3 and earlier, and will be fixed in a future version.  "
                "If you rely on the current behaviour, change it to %r" % ("." + path),
                FutureWarning,
                stacklevel=3,
            )
            return "." + path
        return path

    def find(self, path, namespaces=None):
        return self._root.find(self._relative(path), namespaces)

    def findtext(self, path, default=None, namespaces=None):
        return self._root.findtext(self._relative(path), default, namespaces)

    def findall(self, path, namespaces=None):
        return self._root.findall(self._relative(path), namespaces)

    def iterfind(self, path, namespaces=None):
        return self._root.iterfind(self._relative(path), namespaces)

    def write(self, file_or_filename, encoding=None, xml_declaration=None, default_namespace=None,
              method=None, *, short_empty_elements=True):
        if not method:
            method = "xml"
        elif method not in ("xml", "html", "text"):
            raise ValueError("unknown method %r" % method)
        if not encoding:
            encoding = "us-ascii"
        pieces = []
        lower = encoding.lower()
        if method == "xml" and (xml_declaration or (xml_declaration is None and lower not in ("utf-8", "us-ascii", "unicode"))):
            declared = "utf-8" if lower == "unicode" else encoding
            pieces.append("<?xml version='1.0' encoding='%s'?>\n" % declared)
        _write.serialize(pieces.append, self._root, method, default_namespace, short_empty_elements)
        text = "".join(pieces)
        if lower == "unicode":
            data = text
        else:
            data = text.encode(encoding, "xmlcharrefreplace")
        _write_out(file_or_filename, data)


def _read_source(source):
    if hasattr(source, "read"):
        return source.read()
    with open(source, "rb") as handle:
        return handle.read()


def _write_out(target, data):
    if hasattr(target, "write"):
        target.write(data)
        return
    if isinstance(data, str):
        with open(target, "w", encoding="utf-8", errors="xmlcharrefreplace") as handle:
            handle.write(data)
    else:
        with open(target, "wb") as handle:
            handle.write(data)


def tostring(element, encoding=None, method=None, *, xml_declaration=None, default_namespace=None,
             short_empty_elements=True):
    stream = _io.StringIO() if encoding == "unicode" else _io.BytesIO()
    ElementTree(element).write(
        stream, encoding, xml_declaration=xml_declaration, default_namespace=default_namespace,
        method=method, short_empty_elements=short_empty_elements,
    )
    return stream.getvalue()


def tostringlist(element, encoding=None, method=None, *, xml_declaration=None, default_namespace=None,
                 short_empty_elements=True):
    return [tostring(element, encoding, method, xml_declaration=xml_declaration,
                     default_namespace=default_namespace, short_empty_elements=short_empty_elements)]


def dump(elem):
    if not isinstance(elem, ElementTree):
        elem = ElementTree(elem)
    elem.write(_sys.stdout, encoding="unicode")
    tail = elem.getroot().tail
    if not tail or tail[-1] != "\n":
        _sys.stdout.write("\n")


def indent(tree, space="  ", level=0):
    if isinstance(tree, ElementTree):
        tree = tree.getroot()
    if level < 0:
        raise ValueError("Initial indentation level must be >= 0, got %d" % level)
    if not len(tree):
        return
    indentations = ["\n" + level * space]
    stack = [(tree, 0, 0)]
    while stack:
        elem, depth, index = stack.pop()
        child_depth = depth + 1
        while len(indentations) <= child_depth:
            indentations.append(indentations[-1] + space)
        if index == 0:
            if not elem.text or not elem.text.strip():
                elem.text = indentations[child_depth]
        if index < len(elem):
            child = elem[index]
            stack.append((elem, depth, index + 1))
            if len(child):
                stack.append((child, child_depth, 0))
            if not child.tail or not child.tail.strip():
                child.tail = indentations[child_depth]
        else:
            last = elem[-1]
            if not last.tail or not last.tail.strip():
                last.tail = indentations[depth]


def fromstring(text, parser=None):
    if parser is None:
        return _parse_tree(text)
    parser.feed(text)
    return parser.close()


XML = fromstring


def fromstringlist(sequence, parser=None):
    if parser is None:
        parser = XMLParser(target=TreeBuilder())
    for text in sequence:
        parser.feed(text)
    return parser.close()


def XMLID(text, parser=None):
    tree = fromstring(text, parser)
    ids = {}
    for elem in tree.iter():
        key = elem.get("id")
        if key:
            ids[key] = elem
    return tree, ids


def parse(source, parser=None):
    tree = ElementTree()
    tree.parse(source, parser)
    return tree


def iterparse(source, events=None, parser=None):
    return _IterParseIterator(_read_source(source), events, parser)


def register_namespace(prefix, uri):
    if _re.match(r"ns\d+$", prefix):
        raise ValueError("Prefix format reserved for internal use")
    for known_uri, known_prefix in list(_write.namespace_map.items()):
        if known_uri == uri or known_prefix == prefix:
            del _write.namespace_map[known_uri]
    _write.namespace_map[uri] = prefix


_namespace_map = _write.namespace_map
ElementPath = _path
