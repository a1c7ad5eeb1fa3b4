# s.startswith(x, pos) at positions spread over a 1 MB non-ASCII str: the call must touch only
# the window it checks. Prints @@bench with the seconds of one call, loop included.
import sys
import time

TEXT = ("naïve café, 東京 → ok; " * 50_000)[: 1 << 20]
STEP = len(TEXT) // 1000
POSITIONS = [k * STEP for k in range(1000)] * 100
start = time.perf_counter()
hits = 0
for pos in POSITIONS:
    if TEXT.startswith("café", pos):
        hits += 1
elapsed = time.perf_counter() - start
print(len(TEXT), hits)
print("@@bench startswith_pos", repr(elapsed / len(POSITIONS)), file=sys.stderr)
