# Checks a chain of 200 entities each holding markup and the next reference stops at Garter's entity nesting bound (CPython parses it)
# limits: steps=0 memory=64MiB time=5
# expect: prefix xml.etree.ElementTree.ParseError: entities with markup nested too deeply (Garter's limit is 64 levels)
import xml.etree.ElementTree as ET

decls = "".join('<!ENTITY e%d "<b>&e%d;</b>">' % (i, i + 1) for i in range(200))
doc = '<!DOCTYPE r [' + decls + '<!ENTITY e200 "end">]><r>&e0;</r>'
ET.fromstring(doc)
