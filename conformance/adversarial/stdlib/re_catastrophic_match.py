# Checks catastrophic backtracking in re.match on a nested quantifier is held to the step limit
# limits: steps=2000000
# expect: TimeoutError: step limit of 2000000 steps exceeded
import re
re.match("(a+)+$", "a" * 40 + "b")
