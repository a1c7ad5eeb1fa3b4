"""Grouping the words of the notes text into anagram classes."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = "Buy milk, eggs; call Ann.\nFix bug #42 -- urgent!\nRead 'Dune' (again)\n\nEmail bob@example.org\n"

words = sorted(set(re.findall(r"[a-z]+", text.lower())))
groups = defaultdict(list)
for word in words:
    groups["".join(sorted(word))].append(word)
multi = [g for g in groups.values() if len(g) > 1]
print(len(words), "words,", len(groups), "classes")
print(sorted(multi))
print(sorted(words, key=lambda w: (-len(w), w))[:3])
