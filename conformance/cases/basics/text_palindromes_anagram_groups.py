"""Grouping the words of the palindromes text into anagram classes."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = 'Anna saw a racecar at noon.\nWas it a car or a cat I saw?\nStep on no pets\nlevel kayak civic radar refer\n'

words = sorted(set(re.findall(r"[a-z]+", text.lower())))
groups = defaultdict(list)
for word in words:
    groups["".join(sorted(word))].append(word)
multi = [g for g in groups.values() if len(g) > 1]
print(len(words), "words,", len(groups), "classes")
print(sorted(multi))
print(sorted(words, key=lambda w: (-len(w), w))[:3])
