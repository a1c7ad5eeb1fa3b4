"""Per-line statistics of the log text: length, words and the longest line."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = '2024-03-01 INFO start\n2024-03-01 WARN disk 91%\n2024-03-02 ERROR db timeout\n2024-03-02 INFO retry ok\n2024-03-03 ERROR db timeout\n'

lines = text.splitlines()
for number, line in enumerate(lines, 1):
    print(f"{number:2}: {len(line):3} chars {len(line.split()):2} words | {line[:30]!r}")
longest = max(lines, key=len)
print("longest:", lines.index(longest) + 1, "blank:", sum(1 for l in lines if not l.strip()))
