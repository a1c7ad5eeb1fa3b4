# Entities: XMLParser.entity supplies those of an external DTD (never read), as for XHTML's
# &nbsp;; internal entities holding markup are parsed as content and must close what they open.
import io
import xml.etree.ElementTree as ET
XHTML = '<!DOCTYPE html PUBLIC "-//W3C//DTD XHTML 1.0 Strict//EN" "http://www.w3.org/TR/xhtml1/DTD/xhtml1-strict.dtd">\n<html><p>a&nbsp;b &copy; 2024</p></html>'
p = ET.XMLParser()
p.entity["nbsp"] = "\u00a0"
p.entity["copy"] = "(c)"
root = p.feed(XHTML) or p.close()
print(repr(root.find("p").text))
try:
    ET.fromstring(XHTML)
except ET.ParseError as e:
    print(e, e.code, e.position)
try:
    for ev, el in ET.iterparse(io.StringIO(XHTML)):
        print(ev, el.tag)
except ET.ParseError as e:
    print(e, e.code, e.position)
for doc in ['<a>&nbsp;</a>', '<!DOCTYPE a SYSTEM "a.dtd"><a x="1">&e;</a>']:
    p = ET.XMLParser()
    p.entity["nbsp"] = "x"
    try:
        p.feed(doc)
        print(repr(p.close().text))
    except ET.ParseError as e:
        print(e, e.code, e.position)
docs = [
    '<!DOCTYPE r [<!ENTITY e "<b>hi</b>">]><r>&e;</r>',
    '<!DOCTYPE r [<!ENTITY e "<b x=\'1\'>hi &amp; bye</b>tail">]><r>x&e;y&e;</r>',
    '<!DOCTYPE r [<!ENTITY e "</r>">]><r>&e;</r>',
    '<!DOCTYPE r [<!ENTITY e "<b>">]><r>&e;</b></r>',
    '<!DOCTYPE r [<!ENTITY e "<b>&e;</b>">]><r>&e;</r>',
    '<!DOCTYPE r [<!ENTITY i "<i>&j;</i>"><!ENTITY j "J"><!ENTITY o "<o>&i;&i;</o>">]><r>&o;</r>',
    '<!DOCTYPE r [<!ENTITY e "<b>">]><r>&e;</r>',
    '<!DOCTYPE r [<!ENTITY e "<b/><c/>">]><r a="1">&e;</r>',
]
for d in docs:
    try:
        print(ET.tostring(ET.fromstring(d)))
    except ET.ParseError as e:
        print(e, e.code)
