"""Title-casing and wrapping the log text to 24 columns."""
import re
import string
import textwrap
from collections import Counter, defaultdict

text = '2024-03-01 INFO start\n2024-03-01 WARN disk 91%\n2024-03-02 ERROR db timeout\n2024-03-02 INFO retry ok\n2024-03-03 ERROR db timeout\n'

for line in text.splitlines():
    if not line:
        continue
    print(textwrap.fill(string.capwords(line), width=24, subsequent_indent="  "))
print(textwrap.shorten(" ".join(text.split()), width=40))
