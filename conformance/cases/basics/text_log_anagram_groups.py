"""Grouping the words of the log text into anagram classes."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = '2024-03-01 INFO start\n2024-03-01 WARN disk 91%\n2024-03-02 ERROR db timeout\n2024-03-02 INFO retry ok\n2024-03-03 ERROR db timeout\n'

words = sorted(set(re.findall(r"[a-z]+", text.lower())))
groups = defaultdict(list)
for word in words:
    groups["".join(sorted(word))].append(word)
multi = [g for g in groups.values() if len(g) > 1]
print(len(words), "words,", len(groups), "classes")
print(sorted(multi))
print(sorted(words, key=lambda w: (-len(w), w))[:3])
