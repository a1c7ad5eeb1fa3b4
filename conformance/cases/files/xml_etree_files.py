# Parse XML from a granted file (by path and by file object), modify it, and write it back with
# ElementTree.write (to a path and to an open file), then read the results again.
import xml.etree.ElementTree as ET

tree = ET.parse("inventory.xml")
root = tree.getroot()
ns = {"p": "urn:pricing"}
for product in root.findall("product"):
    print(product.get("sku"), product.findtext("name"), product.find("p:price", ns).text)

with open("inventory.xml", "rb") as f:
    again = ET.parse(f)
print(again.getroot().tag, len(again.getroot()))

for product in root.iter("product"):
    if product.get("stock") == "0":
        product.set("status", "sold out")
    price = product.find("p:price", ns)
    price.text = "%.2f" % (float(price.text) * 1.2)
new = ET.SubElement(root, "product", sku="C3", stock="7")
ET.SubElement(new, "name").text = "Gizmo <new>"
ET.indent(tree)
tree.write("out.xml", encoding="utf-8", xml_declaration=True)
print(open("out.xml", "rb").read().decode())

tree.write("out_default.xml")
print(open("out_default.xml", "rb").read()[:60])
with open("out_text.xml", "w", encoding="utf-8") as f:
    tree.write(f, encoding="unicode")
print(open("out_text.xml").read().count("<product"))
with open("out_bin.xml", "wb") as f:
    tree.write(f, encoding="latin-1")
print(open("out_bin.xml", "rb").read()[:45])

reread = ET.parse("out.xml").getroot()
print([(p.get("sku"), p.get("status"), p.findtext("{urn:pricing}price")) for p in reread])
for event, elem in ET.iterparse("out.xml", events=("start-ns", "end")):
    if event == "start-ns":
        print(event, elem)
    elif elem.tag == "name":
        print(event, elem.text)
try:
    ET.parse("missing.xml")
except FileNotFoundError as e:
    print("FileNotFoundError", e.filename)
