"""ElementTree's serialisers, as CPython 3.11's: the namespace prefixes a tree needs (registered
ones, else `ns0`, `ns1`, ...), escaping of text and attribute values, and the "xml", "html"
and "text" methods writing str pieces to a `write` function. A tree of plain Elements without
namespaces is written by the "xml" method natively (`_garter_xml.serialize`) in one piece."""

import _garter_xml
from _xml_etree_element import Comment, Element, ProcessingInstruction, QName, _written_methods

namespace_map = {
    "http://www.w3.org/XML/1998/namespace": "xml",
    "http://www.w3.org/1999/xhtml": "html",
    "http://www.w3.org/1999/02/22-rdf-syntax-ns#": "rdf",
    "http://schemas.xmlsoap.org/wsdl/": "wsdl",
    "http://www.w3.org/2001/XMLSchema": "xs",
    "http://www.w3.org/2001/XMLSchema-instance": "xsi",
    "http://purl.org/dc/elements/1.1/": "dc",
}

HTML_EMPTY = {
    "area", "base", "basefont", "br", "col", "embed", "frame", "hr", "img", "input",
    "isindex", "link", "meta", "param", "source", "track", "wbr",
}


def serialization_error(value):
    raise TypeError("cannot serialize %r (type %s)" % (value, type(value).__name__))


def _escaped(text, replacements):
    """`text` with each (character, reference) of `replacements` substituted in order."""
    if not isinstance(text, str):
        serialization_error(text)
    for char, reference in replacements:
        if char in text:
            text = text.replace(char, reference)
    return text


_CDATA = (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"))
_ATTRIB = _CDATA + (('"', "&quot;"), ("\r", "&#13;"), ("\n", "&#10;"), ("\t", "&#09;"))
_ATTRIB_HTML = (("&", "&amp;"), (">", "&gt;"), ('"', "&quot;"))


def escape_cdata(text):
    return _escaped(text, _CDATA)


def escape_attrib(text):
    return _escaped(text, _ATTRIB)


def escape_attrib_html(text):
    return _escaped(text, _ATTRIB_HTML)


def namespaces(elem, default_namespace=None):
    """The qualified names of the tree's tags and attributes, and the namespaces to declare."""
    qnames = {None: None}
    declared = {}
    if default_namespace:
        declared[default_namespace] = ""

    def add_qname(qname):
        if qname[:1] == "{":
            uri, tag = qname[1:].rsplit("}", 1)
            prefix = declared.get(uri)
            if prefix is None:
                prefix = namespace_map.get(uri)
                if prefix is None:
                    prefix = "ns%d" % len(declared)
                if prefix != "xml":
                    declared[uri] = prefix
            if prefix:
                qnames[qname] = "%s:%s" % (prefix, tag)
            else:
                qnames[qname] = tag
        else:
            if default_namespace:
                raise ValueError("cannot use non-qualified names with default_namespace option")
            qnames[qname] = qname

    for node in elem.iter():
        tag = node.tag
        if isinstance(tag, QName):
            if tag.text not in qnames:
                add_qname(tag.text)
        elif isinstance(tag, str):
            if tag not in qnames:
                add_qname(tag)
        elif tag is not None and tag is not Comment and tag is not ProcessingInstruction:
            serialization_error(tag)
        for key, value in node.items():
            if isinstance(key, QName):
                key = key.text
            if key not in qnames:
                if not isinstance(key, str):
                    serialization_error(key)
                add_qname(key)
            if isinstance(value, QName) and value.text not in qnames:
                add_qname(value.text)
        text = node.text
        if isinstance(text, QName) and text.text not in qnames:
            add_qname(text.text)
    return qnames, declared


def _write_start_tag(write, tag, elem, qnames, declared, escape_value):
    """`<tag` with the namespace declarations and the attributes (values escaped by
    `escape_value`), without the closing `>`."""
    write("<" + tag)
    for uri, prefix in sorted((declared or {}).items(), key=lambda pair: pair[1]):
        if prefix:
            prefix = ":" + prefix
        write(' xmlns%s="%s"' % (prefix, escape_attrib(uri)))
    for key, value in list(elem.items()):
        if isinstance(key, QName):
            key = key.text
        if isinstance(value, QName):
            value = qnames[value.text]
        else:
            value = escape_value(value)
        write(' %s="%s"' % (qnames[key], value))


def serialize_xml(write, elem, qnames, declared, short_empty_elements):
    tag = elem.tag
    text = elem.text
    if tag is Comment:
        write("<!--%s-->" % text)
    elif tag is ProcessingInstruction:
        write("<?%s?>" % text)
    else:
        tag = qnames[tag.text if isinstance(tag, QName) else tag]
        if tag is None:
            if text:
                write(escape_cdata(text))
            for child in elem:
                serialize_xml(write, child, qnames, None, short_empty_elements)
        else:
            _write_start_tag(write, tag, elem, qnames, declared, escape_attrib)
            if text or len(elem) or not short_empty_elements:
                write(">")
                if text:
                    write(escape_cdata(text))
                for child in elem:
                    serialize_xml(write, child, qnames, None, short_empty_elements)
                write("</" + tag + ">")
            else:
                write(" />")
    if elem.tail:
        write(escape_cdata(elem.tail))


def serialize_html(write, elem, qnames, declared, short_empty_elements=True):
    tag = elem.tag
    text = elem.text
    if tag is Comment:
        write("<!--%s-->" % escape_cdata(text))
    elif tag is ProcessingInstruction:
        write("<?%s?>" % escape_cdata(text))
    else:
        tag = qnames[tag.text if isinstance(tag, QName) else tag]
        if tag is None:
            if text:
                write(escape_cdata(text))
            for child in elem:
                serialize_html(write, child, qnames, None)
        else:
            _write_start_tag(write, tag, elem, qnames, declared, escape_attrib_html)
            write(">")
            lower = tag.lower()
            if text:
                if lower == "script" or lower == "style":
                    write(text)
                else:
                    write(escape_cdata(text))
            for child in elem:
                serialize_html(write, child, qnames, None)
            if lower not in HTML_EMPTY:
                write("</" + tag + ">")
    if elem.tail:
        write(escape_cdata(elem.tail))


def serialize_text(write, elem):
    for part in elem.itertext():
        write(part)
    if elem.tail:
        write(elem.tail)


def _native_writes():
    """Whether Element's methods the Python serialiser calls are still its own."""
    items, iterate, length = _written_methods
    return Element.items is items and Element.__iter__ is iterate and Element.__len__ is length


def serialize(write, elem, method, default_namespace, short_empty_elements):
    """Writes `elem` by `method` ("xml", "html" or "text") as str pieces."""
    if method == "text":
        serialize_text(write, elem)
        return
    if method == "xml" and not default_namespace and type(short_empty_elements) is bool and _native_writes():
        text = _garter_xml.serialize(elem, Element, short_empty_elements)
        if text is not None:
            write(text)
            return
    qnames, declared = namespaces(elem, default_namespace)
    if method == "html":
        serialize_html(write, elem, qnames, declared)
    else:
        serialize_xml(write, elem, qnames, declared, short_empty_elements)
