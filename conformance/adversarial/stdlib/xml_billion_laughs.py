# Checks the "billion laughs" entity bomb stops at expat's amplification limit with a clean ParseError
# limits: steps=0 memory=64MiB time=5
# expect: xml.etree.ElementTree.ParseError: limit on input amplification factor (from DTD and entities) breached: line 1, column 726
import xml.etree.ElementTree as ET

decls = "".join(
    '<!ENTITY lol%d "%s">' % (i, ("&lol%s;" % (i - 1 if i > 1 else "")) * 10) for i in range(1, 10)
)
doc = '<!DOCTYPE lolz [<!ENTITY lol "lol">' + decls + "]><lolz>&lol9;</lolz>"
ET.fromstring(doc)
