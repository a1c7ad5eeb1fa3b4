"""Counting character classes in the notes text."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = "Buy milk, eggs; call Ann.\nFix bug #42 -- urgent!\nRead 'Dune' (again)\n\nEmail bob@example.org\n"

classes = Counter()
for ch in text:
    if ch.isalpha():
        classes["upper" if ch.isupper() else "lower"] += 1
    elif ch.isdigit():
        classes["digit"] += 1
    elif ch.isspace():
        classes["space"] += 1
    else:
        classes["other"] += 1
print(sorted(classes.items()))
print("".join(sorted({ch for ch in text if not ch.isalnum() and not ch.isspace()})))
