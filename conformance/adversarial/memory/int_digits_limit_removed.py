# Checks str() of a huge int once the digit limit is removed is refused before it starts when it would pass the time limit
# limits: steps=0 time=1 memory=256MiB
# expect: TimeoutError: time limit of 1.0 seconds exceeded
import sys

sys.set_int_max_str_digits(0)
n = 7 ** 3000000
print(len(str(n)))
