# Checks a huge math.comb is held to the step limit
# limits: steps=100000 memory=512MiB
# expect: TimeoutError: step limit of 100000 steps exceeded
import math
math.comb(10**6, 5 * 10**5)
