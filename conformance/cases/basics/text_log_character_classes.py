"""Counting character classes in the log text."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = '2024-03-01 INFO start\n2024-03-01 WARN disk 91%\n2024-03-02 ERROR db timeout\n2024-03-02 INFO retry ok\n2024-03-03 ERROR db timeout\n'

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
