# Checks parsing a large document is charged as work: a step limit stops it cleanly
# limits: steps=200000 memory=256MiB time=10
# expect: TimeoutError: step limit of 200000 steps exceeded
import io
import xml.etree.ElementTree as ET

doc = "<r>" + "<item id='1'>text</item>" * 200000 + "</r>"
for event, elem in ET.iterparse(io.StringIO(doc)):
    pass
