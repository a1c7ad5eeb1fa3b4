from html.parser import HTMLParser

page = """<!DOCTYPE html>
<html><head><title>Search results &amp; more</title>
<style>a > b { color: red }</style>
<script>if (a < b && c) { document.write("</p>"); }</script></head>
<body>
<!-- results start -->
<ul class="results">
  <li><a href="/docs/intro?lang=en&amp;v=2" title='Intro'>Intro &mdash; guide</a></li>
  <li><a HREF=https://example.com/api rel=nofollow>API</a></li>
  <li><a href="#top" data-x>Back &#8593; &#x2191;</a><br/><img src="logo.png" alt="Logo"/></li>
</ul>
<p>Price: 5 &lt; 10 &euro &notit; &unknown; done</p>
<?php echo 1 ?>
</body></html>"""


class LinkExtractor(HTMLParser):
    def __init__(self):
        super().__init__()
        self.links = []
        self.text = []
        self._href = None

    def handle_starttag(self, tag, attrs):
        if tag == "a":
            self._href = dict(attrs).get("href")

    def handle_endtag(self, tag):
        if tag == "a":
            self._href = None

    def handle_data(self, data):
        if self._href is not None and data.strip():
            self.links.append((self._href, data.strip()))
        if data.strip():
            self.text.append(data.strip())


extractor = LinkExtractor()
extractor.feed(page)
extractor.close()
for link in extractor.links:
    print(link)
print(extractor.text)


class Recorder(HTMLParser):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.events = []

    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, attrs, self.getpos()))

    def handle_startendtag(self, tag, attrs):
        self.events.append(("startend", tag, attrs, self.get_starttag_text()))

    def handle_endtag(self, tag):
        self.events.append(("end", tag, self.getpos()))

    def handle_data(self, data):
        self.events.append(("data", data))

    def handle_comment(self, data):
        self.events.append(("comment", data))

    def handle_entityref(self, name):
        self.events.append(("entityref", name))

    def handle_charref(self, name):
        self.events.append(("charref", name))

    def handle_decl(self, decl):
        self.events.append(("decl", decl))

    def handle_pi(self, data):
        self.events.append(("pi", data))

    def unknown_decl(self, data):
        self.events.append(("unknown_decl", data))


for convert in (True, False):
    recorder = Recorder(convert_charrefs=convert)
    for chunk in [page[i:i + 37] for i in range(0, len(page), 37)]:
        recorder.feed(chunk)
    recorder.close()
    print(convert, len(recorder.events))
    for event in recorder.events:
        print(" ", event)
