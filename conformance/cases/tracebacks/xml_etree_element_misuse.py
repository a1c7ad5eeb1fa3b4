# Misusing an Element (CPython's is C code) shows only the program's frames.
import xml.etree.ElementTree as ET


def build(items):
    root = ET.Element("list")
    for item in items:
        root.append(item)
    return root


print(ET.tostring(build([ET.Element("a")])))
build([ET.Element("a"), "b"])
