"""Title-casing and wrapping the poem text to 24 columns."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = 'The rain in Spain stays mainly in the plain.\nIn Hartford, Hereford and Hampshire, hurricanes hardly ever happen.\n'

for line in text.splitlines():
    if not line:
        continue
    print(textwrap.fill(string.capwords(line), width=24, subsequent_indent="  "))
print(textwrap.shorten(" ".join(text.split()), width=40))
