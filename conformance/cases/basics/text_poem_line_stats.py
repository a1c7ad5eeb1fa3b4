"""Per-line statistics of the poem text: length, words and the longest line."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = 'The rain in Spain stays mainly in the plain.\nIn Hartford, Hereford and Hampshire, hurricanes hardly ever happen.\n'

lines = text.splitlines()
for number, line in enumerate(lines, 1):
    print(f"{number:2}: {len(line):3} chars {len(line.split()):2} words | {line[:30]!r}")
longest = max(lines, key=len)
print("longest:", lines.index(longest) + 1, "blank:", sum(1 for l in lines if not l.strip()))
