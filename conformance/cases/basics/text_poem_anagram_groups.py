"""Grouping the words of the poem text into anagram classes."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = 'The rain in Spain stays mainly in the plain.\nIn Hartford, Hereford and Hampshire, hurricanes hardly ever happen.\n'

words = sorted(set(re.findall(r"[a-z]+", text.lower())))
groups = defaultdict(list)
for word in words:
    groups["".join(sorted(word))].append(word)
multi = [g for g in groups.values() if len(g) > 1]
print(len(words), "words,", len(groups), "classes")
print(sorted(multi))
print(sorted(words, key=lambda w: (-len(w), w))[:3])
