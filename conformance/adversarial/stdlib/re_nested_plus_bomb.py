# Checks the (x+x+)+y pattern on a long run of x without a y is held to the step limit
# limits: steps=2000000
# expect: TimeoutError: step limit of 2000000 steps exceeded
# stdout-ends: 10 None\n
import re
pattern = re.compile(r"(x+x+)+y")
for n in (5, 10):
    print(n, pattern.match("x" * n))
pattern.search("x" * 60)
