"""Word frequencies of the poem text, case-folded, with punctuation stripped."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = 'The rain in Spain stays mainly in the plain.\nIn Hartford, Hereford and Hampshire, hurricanes hardly ever happen.\n'

words = re.findall(r"[a-z0-9']+", text.lower())
counts = Counter(words)
print(len(words), len(counts))
for word, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]:
    print(f"{word:>10} {n}")
