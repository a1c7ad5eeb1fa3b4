# s[i] near the start of a 1 MB str holding non-ASCII text (compare str_index_end.py: indexing
# must cost the same anywhere). Prints @@bench with the seconds of one index, loop included.
import sys
import time

TEXT = ("naïve café, 東京 → ok; " * 50_000)[: 1 << 20]
POSITIONS = [7, 13, 21, 3] * 25_000
start = time.perf_counter()
total = 0
for i in POSITIONS:
    total += ord(TEXT[i])
elapsed = time.perf_counter() - start
print(len(TEXT), total)
print("@@bench str_index_start", repr(elapsed / len(POSITIONS)), file=sys.stderr)
