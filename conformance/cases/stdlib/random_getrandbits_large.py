# getrandbits and randbytes over many words give CPython's values for the same seed (words
# filled least significant first, the last one cut to its top bits), and their argument errors.
import random

random.seed(2024)
data = random.randbytes(100_003)
print(len(data), sum(data) % 1000003, data[:6].hex(), data[-6:].hex())
for k in [0, 1, 8, 31, 32, 33, 63, 64, 65, 96, 97, 624 * 32 - 1, 624 * 32 + 5, 50_000]:
    print(k, random.getrandbits(k) % 1000000007)
r = random.Random("seed text")
print(r.randbytes(3).hex(), r.getrandbits(70), r.randbytes(0), r.random())
state = r.getstate()
first = r.getrandbits(20_000)
r.setstate(state)
print(first == r.getrandbits(20_000), first.bit_length() <= 20_000)


class Four:
    def __index__(self):
        return 4


print(random.getrandbits(Four()) < 16, random.getrandbits(True) in (0, 1))
for bad in [-1, 2.0, "3", 2**31, 2**70, -(2**70), None]:
    try:
        random.getrandbits(bad)
    except (TypeError, ValueError, OverflowError) as e:
        print("getrandbits", repr(bad)[:12], type(e).__name__, e)
for bad in [-1, 2.0, 2**70]:
    try:
        random.randbytes(bad)
    except (TypeError, ValueError, OverflowError) as e:
        print("randbytes", repr(bad)[:12], type(e).__name__, e)
