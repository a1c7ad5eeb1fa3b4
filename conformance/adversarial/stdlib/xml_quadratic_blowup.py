# Checks the quadratic blowup (one 50 KB entity referenced 50000 times) stops at the amplification limit
# limits: steps=0 memory=64MiB time=5
# expect: xml.etree.ElementTree.ParseError: limit on input amplification factor (from DTD and entities) breached: line 1, column 50530
import xml.etree.ElementTree as ET

doc = '<!DOCTYPE r [<!ENTITY a "' + "x" * 50000 + '">]><r>' + "&a;" * 50000 + "</r>"
ET.fromstring(doc)
