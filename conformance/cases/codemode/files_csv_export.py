"""Exporting files records to CSV text with csv.DictWriter and reading it back."""
import json
import statistics
from collections import Counter, defaultdict
from itertools import groupby
from operator import itemgetter

raw = '[{"path": "src/app.py", "ext": "py", "bytes": 5120, "owner": "ann"}, {"path": "src/util.py", "ext": "py", "bytes": 2048, "owner": "bob"}, {"path": "README.md", "ext": "md", "bytes": 900, "owner": "ann"}, {"path": "data/rows.csv", "ext": "csv", "bytes": 40960, "owner": "cy"}, {"path": "docs/guide.md", "ext": "md", "bytes": 3100, "owner": "bob"}]'
rows = json.loads(raw)

import csv
import io

buffer = io.StringIO()
writer = csv.DictWriter(buffer, fieldnames=list(rows[0]), lineterminator="\n")
writer.writeheader()
writer.writerows(rows)
text = buffer.getvalue()
print(text, end="")
back = list(csv.DictReader(io.StringIO(text)))
print(len(back), back[0])
print(all(str(a["bytes"]) == b["bytes"] for a, b in zip(rows, back)))
