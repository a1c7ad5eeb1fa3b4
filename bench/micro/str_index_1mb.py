# s[i] near the start and near the end of a 1 MB str holding non-ASCII text: with O(1)
# indexing the two cost the same. Prints @@bench str_index_start and @@bench str_index_end
# with the seconds of one index, loop included.
import sys
import time

TEXT = ("naïve café, 東京 → ok; " * 50_000)[: 1 << 20]


def per_index(positions):
    start = time.perf_counter()
    total = 0
    for i in positions:
        total += ord(TEXT[i])
    return total, (time.perf_counter() - start) / len(positions)


END = len(TEXT)
start_total, start_seconds = per_index([7, 13, 21, 3] * 25_000)
end_total, end_seconds = per_index([END - 7, END - 13, END - 21, END - 3] * 25_000)
print(len(TEXT), start_total, end_total)
print("@@bench str_index_start", repr(start_seconds), file=sys.stderr)
print("@@bench str_index_end", repr(end_seconds), file=sys.stderr)
