# Serialising with the "xml" method: escaping of text, tails and attribute values (quotes,
# carriage returns, newlines, tabs, non-ASCII under each encoding), empty elements with and
# without short_empty_elements (and non-bool values of it), trees the one-pass writer leaves
# to the general one (namespaces, default_namespace, comments and processing instructions,
# None and QName tags, non-str values, subclasses overriding items()), and nesting a few
# hundred levels deep.
import xml.etree.ElementTree as ET


def show(label, make):
    try:
        print(label, repr(make()))
    except Exception as error:
        print(label, "raised", type(error).__name__, error)


root = ET.Element("r", {"a": 'x&y<z>"q"\r\n\t', "b": "\xe9\u20ac"})
root.text = "t&<>\"'\r\n\t\xe9"
child = ET.SubElement(root, "c")
child.tail = "tail&<>"
empty = ET.SubElement(root, "empty")
empty.text = ""
ET.SubElement(root, "d", {"k": "v"}).text = "x"
for encoding in (None, "unicode", "utf-8", "utf8", "latin-1", "us-ascii"):
    show("encoding %s" % encoding, lambda: ET.tostring(root, encoding=encoding))
show("short False", lambda: ET.tostring(root, short_empty_elements=False))
show("short 0", lambda: ET.tostring(root, short_empty_elements=0))
show("short []", lambda: ET.tostring(root, short_empty_elements=[]))
show("short 'yes'", lambda: ET.tostring(root, short_empty_elements="yes"))
show("html", lambda: ET.tostring(root, method="html"))
show("text", lambda: ET.tostring(root, method="text"))
show("declaration", lambda: ET.tostring(root, xml_declaration=True))
show("lone empty", lambda: ET.tostring(ET.Element("e")))
show("lone empty long", lambda: ET.tostring(ET.Element("e"), short_empty_elements=False))

spaced = ET.Element("{urn:a}root", {"{urn:b}k": "v", "plain": "p"})
ET.SubElement(spaced, "{urn:a}kid").text = "x"
show("namespaces", lambda: ET.tostring(spaced))
show("default namespace", lambda: ET.tostring(spaced, default_namespace="urn:a"))
show("default namespace, plain names", lambda: ET.tostring(root, default_namespace="urn:a"))
show("empty default namespace", lambda: ET.tostring(root, default_namespace=""))

mixed = ET.Element("r")
mixed.append(ET.Comment("a comment"))
mixed.append(ET.PI("target", "body"))
mixed[0].tail = "after"
show("comment and pi", lambda: ET.tostring(mixed))

numeric = ET.Element("r", {"n": 1})
show("int attribute", lambda: ET.tostring(numeric))
numeric_text = ET.Element("r")
numeric_text.text = 5
show("int text", lambda: ET.tostring(numeric_text))
show("int tag", lambda: ET.tostring(ET.Element(5)))
untagged = ET.Element(None)
untagged.text = "only"
ET.SubElement(untagged, "k").tail = "t"
show("None tag", lambda: ET.tostring(untagged))
show("QName tag", lambda: ET.tostring(ET.Element(ET.QName("urn:x", "q"))))
show("QName value", lambda: ET.tostring(ET.Element("v", {"a": ET.QName("urn:x", "q")})))


class Sub(ET.Element):
    pass


class Odd(ET.Element):
    def items(self):
        return [("odd", "yes")]


sub = Sub("s", {"a": "1"})
ET.SubElement(sub, "child").text = "in"
show("subclass", lambda: ET.tostring(sub))
holder = ET.Element("o")
holder.append(Odd("x", {"a": "b"}))
show("items overridden", lambda: ET.tostring(holder))

deep = ET.Element("d0")
node = deep
for level in range(300):
    node = ET.SubElement(node, "d", {"level": str(level)})
    node.tail = "\n"
written = ET.tostring(deep)
print(len(written), written[:40], written[-40:])
