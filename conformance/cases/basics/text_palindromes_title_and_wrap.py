"""Title-casing and wrapping the palindromes text to 24 columns."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = 'Anna saw a racecar at noon.\nWas it a car or a cat I saw?\nStep on no pets\nlevel kayak civic radar refer\n'

for line in text.splitlines():
    if not line:
        continue
    print(textwrap.fill(string.capwords(line), width=24, subsequent_indent="  "))
print(textwrap.shorten(" ".join(text.split()), width=40))
