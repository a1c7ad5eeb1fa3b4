# Parse an RSS feed (a typical tool result) and query it with find/findall/findtext/iter.
import xml.etree.ElementTree as ET
from xml.etree import ElementTree
import xml.etree

print(ElementTree is ET, xml.etree.ElementTree is ET, ET.Element)

FEED = """<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>Example News</title>
    <link>https://example.com/</link>
    <description>Latest &amp; greatest</description>
    <item>
      <title>First post</title>
      <link>https://example.com/1</link>
      <dc:creator>Ann</dc:creator>
      <category domain="tags">python</category>
      <category domain="tags">xml</category>
      <pubDate>Mon, 01 Jan 2024 10:00:00 GMT</pubDate>
    </item>
    <item>
      <title>Second &lt;post&gt;</title>
      <link>https://example.com/2</link>
      <dc:creator>Bob</dc:creator>
      <description><![CDATA[<p>Some <b>HTML</b></p>]]></description>
      <enclosure url="https://example.com/a.mp3" length="1234" type="audio/mpeg"/>
    </item>
    <item>
      <title>Third</title>
      <guid isPermaLink="false">abc-3</guid>
    </item>
  </channel>
</rss>
"""

root = ET.fromstring(FEED)
print(root.tag, root.attrib, len(root))
channel = root.find("channel")
print(channel.findtext("title"), channel.findtext("description"))
print(repr(channel.text))
for item in channel.findall("item"):
    title = item.findtext("title")
    link = item.findtext("link", default="(none)")
    creator = item.findtext("{http://purl.org/dc/elements/1.1/}creator")
    cats = [c.text for c in item.findall("category")]
    print(f"{title!r} {link} {creator} {cats}")
enc = root.find(".//enclosure")
print(enc.get("url"), int(enc.get("length")), enc.get("missing", "default"))
print(sorted(enc.keys()), sorted(enc.items()))
print(root.find(".//description").text)
print(root.findall(".//item/description")[0].text)
print([e.tag for e in root.iter() if e.tag.startswith("{")])
print(len(list(root.iter("title"))), [t.text for t in root.iter("title")])
print(root.findtext(".//guid"), root.find(".//guid").attrib)
print([item.findtext("title") for item in root.iterfind("channel/item")])
print(root.find("channel/item[2]/title").text)
print(root.find("channel/item[last()]/title").text)
print([i.findtext("title") for i in root.findall(".//item[category]")])
print([i.findtext("title") for i in root.findall(".//item[title='Third']")])
print([c.text for c in root.findall(".//category[@domain='tags']")])
print([e.tag for e in root.findall("./channel/*")][:4])
print(root.find("nothing"), root.findtext("nothing"), root.findall("nothing"))
print(ET.tostring(root.find(".//enclosure")))
text = "".join(root.find(".//item").itertext())
print(repr(text))
ns = {"dc": "http://purl.org/dc/elements/1.1/"}
print([c.text for c in root.iterfind(".//dc:creator", ns)])
tree = ET.ElementTree(root)
print(tree.getroot() is root, tree.findtext("channel/link"))
print(len(tree.findall(".//item")))
import xml.etree.ElementTree as ET
r = ET.fromstring("<r xmlns='u'><a><a/></a><!--c--><b/></r>")
r.append(ET.Comment("x"))
print([e.tag if isinstance(e.tag, str) else "C" for e in r.findall(".//*")])
print([e.tag for e in r.findall(".//{*}a")], [e.tag for e in r.find("{u}a").findall(".//{*}a")])
print([e.tag for e in r.findall(".//{u}*")], [e.tag for e in r.findall("{*}*")])
print([e.tag if isinstance(e.tag, str) else "C" for e in r.findall("*")])
print([e.tag for e in r.findall(".//{}*")])
