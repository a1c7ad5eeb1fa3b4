# Checks feeding an unterminated start tag in many small chunks (rescanned on every feed) stops at the step limit
# limits: steps=3000000
# expect: TimeoutError: step limit of 3000000 steps exceeded
from html.parser import HTMLParser
parser = HTMLParser()
parser.feed("<a ")
for _ in range(100000):
    parser.feed("x=1 " * 10)
