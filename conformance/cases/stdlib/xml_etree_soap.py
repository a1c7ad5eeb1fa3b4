# A SOAP-like response with namespaces: qualified tags, namespace maps in paths, wildcards,
# iterparse's start-ns events, and serialising namespaced trees (ns0 prefixes, registered ones).
import io
import xml.etree.ElementTree as ET

RESPONSE = b"""<?xml version="1.0" encoding="utf-8"?>
<soap:Envelope xmlns:soap="http://schemas.xmlsoap.org/soap/envelope/"
               xmlns:xsi="http://www.w3.org/2001/XMLSchema-instance">
  <soap:Body>
    <m:GetPriceResponse xmlns:m="https://www.example.org/stock">
      <m:Price currency="USD">34.5</m:Price>
      <m:Item m:id="7" xsi:nil="true"/>
      <Note xmlns="urn:notes">default namespace</Note>
    </m:GetPriceResponse>
  </soap:Body>
</soap:Envelope>"""

root = ET.fromstring(RESPONSE)
print(root.tag)
ns = {"soap": "http://schemas.xmlsoap.org/soap/envelope/", "m": "https://www.example.org/stock"}
body = root.find("soap:Body", ns)
print(body.tag)
price = root.find(".//m:Price", ns)
print(price.tag, price.attrib, float(price.text))
item = root.find(".//m:Item", ns)
print(sorted(item.attrib.items()))
print(root.find(".//{urn:notes}Note").text)
print(root.find(".//{*}Note").text, [e.tag for e in root.findall(".//{*}Price")])
print(root.findtext(".//n:Note", namespaces={"n": "urn:notes"}))
print(root.findtext(".//Note", namespaces={"": "urn:notes"}))
print([e.tag for e in root.findall("{http://schemas.xmlsoap.org/soap/envelope/}Body/*")])
try:
    root.find(".//x:Price", ns)
except SyntaxError as e:
    print("SyntaxError", e)

events = []
for event, value in ET.iterparse(io.BytesIO(RESPONSE), events=("start", "end", "start-ns", "end-ns")):
    if event in ("start-ns", "end-ns"):
        events.append((event, value))
    else:
        events.append((event, value.tag.split("}")[-1]))
for e in events:
    print(e)

out = ET.Element("{urn:a}root")
ET.SubElement(out, "{urn:b}child", {"{urn:a}attr": "1", "plain": "2"}).text = "x"
ET.SubElement(out, "{http://www.w3.org/2001/XMLSchema-instance}meta")
print(ET.tostring(out, encoding="unicode"))
ET.register_namespace("a", "urn:a")
print(ET.tostring(out, encoding="unicode"))
print(ET.tostring(ET.Element("{urn:z}only"), encoding="unicode", default_namespace="urn:z"))
try:
    ET.tostring(out, default_namespace="urn:a")
except ValueError as e:
    print("ValueError", e)
try:
    ET.register_namespace("ns3", "urn:c")
except ValueError as e:
    print("ValueError", e)
q = ET.QName("urn:q", "tag")
print(q, repr(q), q == "{urn:q}tag", q.text)
e = ET.Element(q)
e.set("k", ET.QName("urn:q", "v"))
print(ET.tostring(e, encoding="unicode"))
print(ET.tostring(ET.Element("{http://www.w3.org/XML/1998/namespace}lang"), encoding="unicode"))
