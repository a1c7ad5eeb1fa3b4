# Checks html.parser on 200000 nested unclosed tags and a huge unterminated comment ends in bounded steps
# limits: steps=30000000
# expect: ok
# stdout-ends: 200000 1\n
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
parser.feed("<div>" * 200000)
parser.feed("<!-- never closed " + "x" * 1000000)
parser.close()
print(parser.starts, parser.data)
