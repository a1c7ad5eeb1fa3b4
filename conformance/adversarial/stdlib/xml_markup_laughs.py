# Checks a "billion laughs" whose entities hold markup (each level parsed as content) stops cleanly: the elements it builds reach the memory limit before the expanded text reaches expat's amplification limit (where CPython stops)
# limits: steps=0 memory=64MiB time=5
# expect: MemoryError: memory limit of 64.0 MiB exceeded
import xml.etree.ElementTree as ET

decls = "".join(
    '<!ENTITY l%d "<x>%s</x>">' % (i, ("&l%d;" % (i - 1)) * 10) for i in range(1, 10)
)
doc = '<!DOCTYPE r [<!ENTITY l0 "<y>lol</y>">' + decls + "]><r>&l9;</r>"
ET.fromstring(doc)
