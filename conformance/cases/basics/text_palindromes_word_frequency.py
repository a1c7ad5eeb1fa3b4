"""Word frequencies of the palindromes text, case-folded, with punctuation stripped."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = 'Anna saw a racecar at noon.\nWas it a car or a cat I saw?\nStep on no pets\nlevel kayak civic radar refer\n'

words = re.findall(r"[a-z0-9']+", text.lower())
counts = Counter(words)
print(len(words), len(counts))
for word, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]:
    print(f"{word:>10} {n}")
