from html.parser import HTMLParser


class Recorder(HTMLParser):
    def __init__(self, **kwargs):
        super().__init__(**kwargs)
        self.events = []

    def handle_starttag(self, tag, attrs):
        self.events.append(("start", tag, attrs))

    def handle_endtag(self, tag):
        self.events.append(("end", tag))

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


samples = [
    "<div class=a class=b>x</div >",
    "<p>unclosed <b>bold",
    "<a href='x>broken",
    "text < 5 and > 3",
    "</ spaced >",
    "</>empty end",
    "<!bogus comment>",
    "<![CDATA[ raw <b> ]]>",
    "<![if !IE]>conditional<![endif]>",
    "<!-- open comment",
    "<br/ ><hr / ><input disabled checked=checked>",
    "<SCRIPT>var x = '</div>';</SCRIPT>after",
    "<script>never closed",
    "&#0; &#xD800; &#1114112; &amp &AMP; &ampx &#65&#x42;",
    "<a b='1' c=\"2\" d=3 e f = 'g' h==i>",
    "trailing &",
    "trailing &#",
    "trailing &am",
    "<p\nclass='x'\n>multi\nline</p\n>",
    "<?xml version='1.0'?><x/>",
    "<",
    "<a",
    "x<3",
]
for sample in samples:
    for convert in (True, False):
        recorder = Recorder(convert_charrefs=convert)
        try:
            recorder.feed(sample)
            recorder.close()
        except AssertionError as e:
            recorder.events.append(("AssertionError", str(e)))
        print(repr(sample), convert, recorder.events, recorder.getpos())

parser = Recorder()
parser.feed("<p>partial <b")
print(parser.events, repr(parser.rawdata))
parser.feed(">done</b>")
print(parser.events, repr(parser.rawdata))
parser.reset()
print(parser.getpos(), repr(parser.rawdata), parser.lasttag)
try:
    Recorder().feed("<![foo[ x ]]>")
except AssertionError as e:
    print("AssertionError", e)
try:
    Recorder(True)
except TypeError as e:
    print(type(e).__name__, e)
print(HTMLParser.CDATA_CONTENT_ELEMENTS, HTMLParser.__mro__[1].__module__)
