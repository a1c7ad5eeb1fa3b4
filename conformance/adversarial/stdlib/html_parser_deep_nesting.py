# Checks html.parser on 5000 nested unclosed tags and a huge unterminated comment ends without recursing
# limits: steps=0
# expect: ok
# stdout-ends: 5000 2\n
from html.parser import HTMLParser


class Counter(HTMLParser):
    def __init__(self):
        super().__init__()
        self.starts = 0
        self.data = 0

    def handle_starttag(self, tag, attrs):
        self.starts += 1

    def handle_data(self, data):
        self.data += 1


parser = Counter()
parser.feed("<div>" * 5000)
parser.feed("<!-- never closed " + "x" * 100000)
parser.close()
print(parser.starts, parser.data)
