# random.randbytes(1 << 20) from a seeded generator (linear in the bytes asked for). Prints
# @@bench with the seconds of one call.
import random
import sys
import time

rng = random.Random(27)
CALLS = 20
start = time.perf_counter()
for _ in range(CALLS):
    data = rng.randbytes(1 << 20)
elapsed = time.perf_counter() - start
print(len(data), data[:8].hex(), data[-8:].hex())
print("@@bench randbytes_1mib", repr(elapsed / CALLS), file=sys.stderr)
