# Checks difflib's quadratic matching on two large, nearly unrelated texts stops at the step limit
# limits: steps=5000000
# expect: TimeoutError: step limit of 5000000 steps exceeded
import difflib
a = ["line %d\n" % (i * 7 % 1009) for i in range(50000)]
b = ["line %d\n" % (i * 11 % 1013) for i in range(50000)]
for line in difflib.unified_diff(a, b):
    pass
