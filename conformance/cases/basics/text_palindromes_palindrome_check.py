"""Finding palindromic words and lines in the palindromes text."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = 'Anna saw a racecar at noon.\nWas it a car or a cat I saw?\nStep on no pets\nlevel kayak civic radar refer\n'


def is_palindrome(s):
    cleaned = [c for c in s.lower() if c.isalnum()]
    return len(cleaned) > 1 and cleaned == cleaned[::-1]


print([w for w in sorted(set(re.findall(r"\w+", text))) if is_palindrome(w)])
print([n for n, line in enumerate(text.splitlines(), 1) if is_palindrome(line)])
