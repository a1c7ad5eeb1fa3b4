"""Title-casing and wrapping the notes text to 24 columns."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = "Buy milk, eggs; call Ann.\nFix bug #42 -- urgent!\nRead 'Dune' (again)\n\nEmail bob@example.org\n"

for line in text.splitlines():
    if not line:
        continue
    print(textwrap.fill(string.capwords(line), width=24, subsequent_indent="  "))
print(textwrap.shorten(" ".join(text.split()), width=40))
