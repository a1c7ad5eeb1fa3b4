"""ElementTree's node types, as CPython 3.11's (its C accelerator's messages and behaviour:
`itertext` includes the text of comments and processing instructions): Element, SubElement,
Comment, ProcessingInstruction and QName. `iter` and `itertext` walk with an explicit stack,
so a deep tree is walked without deep recursion. `SubElement` has a native fast path
(`_garter_xml.subelement`) for a parent of exactly this Element class whose `__init__`,
`makeelement` and `append` are the ones in `_plain_methods` (and the native serialiser writes
Elements while the methods the Python one calls are those in `_written_methods`)."""

import _garter_xml
import _xml_etree_path as _path

_no_attrib = {}


def _check_element(value, function, position):
    if not isinstance(value, Element):
        argument = "argument" if position is None else "argument %d" % position
        raise TypeError(
            "%s() %s must be xml.etree.ElementTree.Element, not %s" % (function, argument, type(value).__name__)
        )


class Element:
    __module__ = "xml.etree.ElementTree"

    def __init__(self, tag, attrib=_no_attrib, **extra):
        if not isinstance(attrib, dict):
            raise TypeError("Element() argument 2 must be dict, not %s" % type(attrib).__name__)
        self.tag = tag
        self.attrib = {**attrib, **extra}
        self.text = None
        self.tail = None
        self._children = []

    def __repr__(self):
        return "<Element %r at %#x>" % (self.tag, id(self))

    def makeelement(self, tag, attrib):
        return self.__class__(tag, attrib)

    def __copy__(self):
        elem = self.makeelement(self.tag, self.attrib)
        elem.text = self.text
        elem.tail = self.tail
        elem._children[:] = self._children
        return elem

    def __deepcopy__(self, memo):
        import copy

        elem = self.makeelement(copy.deepcopy(self.tag, memo), copy.deepcopy(self.attrib, memo))
        elem.text = self.text
        elem.tail = self.tail
        elem._children = [copy.deepcopy(child, memo) for child in self._children]
        return elem

    def __len__(self):
        return len(self._children)

    def __bool__(self):
        return len(self._children) != 0

    def __getitem__(self, index):
        if isinstance(index, slice):
            return self._children[index]
        try:
            return self._children[index]
        except IndexError:
            raise IndexError("child index out of range") from None

    def __setitem__(self, index, element):
        if isinstance(index, slice):
            items = list(element)
            for item in items:
                if not isinstance(item, Element):
                    raise TypeError('expected an Element, not "%s"' % type(item).__name__)
            self._children[index] = items
        else:
            if not isinstance(element, Element):
                raise TypeError('expected an Element, not "%s"' % type(element).__name__)
            try:
                self._children[index] = element
            except IndexError:
                raise IndexError("child assignment index out of range") from None

    def __delitem__(self, index):
        try:
            del self._children[index]
        except IndexError:
            raise IndexError("child assignment index out of range") from None

    def __iter__(self):
        return iter(self._children)

    def append(self, subelement):
        _check_element(subelement, "append", None)
        self._children.append(subelement)

    def extend(self, elements):
        items = list(elements)
        for item in items:
            if not isinstance(item, Element):
                raise TypeError('expected an Element, not "%s"' % type(item).__name__)
        self._children.extend(items)

    def insert(self, index, subelement):
        _check_element(subelement, "insert", 2)
        self._children.insert(index, subelement)

    def remove(self, subelement):
        for i, child in enumerate(self._children):
            if child is subelement:
                del self._children[i]
                return
        raise ValueError("list.remove(x): x not in list")

    def clear(self):
        self.attrib.clear()
        self._children = []
        self.text = self.tail = None

    def get(self, key, default=None):
        return self.attrib.get(key, default)

    def set(self, key, value):
        self.attrib[key] = value

    def keys(self):
        return list(self.attrib.keys())

    def items(self):
        return list(self.attrib.items())

    def find(self, path, namespaces=None):
        return _path.find(self, path, namespaces)

    def findtext(self, path, default=None, namespaces=None):
        return _path.findtext(self, path, default, namespaces)

    def findall(self, path, namespaces=None):
        return _path.findall(self, path, namespaces)

    def iterfind(self, path, namespaces=None):
        return _path.iterfind(self, path, namespaces)

    def iter(self, tag=None):
        if tag == "*":
            tag = None
        stack = [iter((self,))]
        while stack:
            elem = next(stack[-1], None)
            if elem is None:
                stack.pop()
                continue
            if tag is None or elem.tag == tag:
                yield elem
            if elem._children:
                stack.append(iter(elem._children))

    def itertext(self):
        if self.text:
            yield self.text
        stack = [(iter(self._children), None)]
        while stack:
            children, owner = stack[-1]
            elem = next(children, None)
            if elem is None:
                stack.pop()
                if owner is not None and owner.tail:
                    yield owner.tail
                continue
            if elem.text:
                yield elem.text
            stack.append((iter(elem._children), elem))


def SubElement(parent, tag, attrib=_no_attrib, **extra):
    if not isinstance(parent, Element):
        raise TypeError(
            "SubElement() argument 1 must be xml.etree.ElementTree.Element, not %s" % type(parent).__name__
        )
    if not isinstance(attrib, dict):
        raise TypeError("SubElement() argument 3 must be dict, not %s" % type(attrib).__name__)
    element = parent.makeelement(tag, {**attrib, **extra})
    parent.append(element)
    return element


def Comment(text=None):
    element = Element(Comment)
    element.text = text
    return element


def ProcessingInstruction(target, text=None):
    element = Element(ProcessingInstruction)
    element.text = target
    if text:
        element.text = element.text + " " + text
    return element


PI = ProcessingInstruction

_plain_methods = (Element.__init__, Element.makeelement, Element.append)
_written_methods = (Element.items, Element.__iter__, Element.__len__)
_garter_xml.attach(SubElement, _garter_xml.subelement)


class QName:
    __module__ = "xml.etree.ElementTree"

    def __init__(self, text_or_uri, tag=None):
        if tag:
            text_or_uri = "{%s}%s" % (text_or_uri, tag)
        self.text = text_or_uri

    def __str__(self):
        return self.text

    def __repr__(self):
        return "<%s %r>" % (self.__class__.__name__, self.text)

    def __hash__(self):
        return hash(self.text)

    def __le__(self, other):
        return self.text <= (other.text if isinstance(other, QName) else other)

    def __lt__(self, other):
        return self.text < (other.text if isinstance(other, QName) else other)

    def __ge__(self, other):
        return self.text >= (other.text if isinstance(other, QName) else other)

    def __gt__(self, other):
        return self.text > (other.text if isinstance(other, QName) else other)

    def __eq__(self, other):
        return self.text == (other.text if isinstance(other, QName) else other)


def iselement(element):
    return hasattr(element, "tag")
