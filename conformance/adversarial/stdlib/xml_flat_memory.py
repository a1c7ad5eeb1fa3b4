# Checks a huge flat document (a million small elements) stops at a small memory limit while parsing
# limits: steps=0 memory=16MiB time=10
# expect: MemoryError: memory limit of 16.0 MiB exceeded
import xml.etree.ElementTree as ET

doc = "<r>" + "<i k='v'>t</i>" * 1000000 + "</r>"
ET.fromstring(doc)
