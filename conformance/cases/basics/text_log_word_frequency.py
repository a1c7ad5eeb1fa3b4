"""Word frequencies of the log text, case-folded, with punctuation stripped."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = '2024-03-01 INFO start\n2024-03-01 WARN disk 91%\n2024-03-02 ERROR db timeout\n2024-03-02 INFO retry ok\n2024-03-03 ERROR db timeout\n'

words = re.findall(r"[a-z0-9']+", text.lower())
counts = Counter(words)
print(len(words), len(counts))
for word, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))[:5]:
    print(f"{word:>10} {n}")
