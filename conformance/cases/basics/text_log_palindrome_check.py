"""Finding palindromic words and lines in the log text."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = '2024-03-01 INFO start\n2024-03-01 WARN disk 91%\n2024-03-02 ERROR db timeout\n2024-03-02 INFO retry ok\n2024-03-03 ERROR db timeout\n'


def is_palindrome(s):
    cleaned = [c for c in s.lower() if c.isalnum()]
    return len(cleaned) > 1 and cleaned == cleaned[::-1]


print([w for w in sorted(set(re.findall(r"\w+", text))) if is_palindrome(w)])
print([n for n, line in enumerate(text.splitlines(), 1) if is_palindrome(line)])
