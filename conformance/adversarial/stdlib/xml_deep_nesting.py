# Checks 100000 nested elements stop at the parser's nesting bound with a clean ParseError (CPython parses them; Garter bounds depth at 10000)
# limits: steps=0 memory=128MiB time=5
# expect: xml.etree.ElementTree.ParseError: elements nested too deeply (Garter's limit is 10000 levels): line 1, column 30000
import xml.etree.ElementTree as ET

ET.fromstring("<a>" * 100000 + "</a>" * 100000)
