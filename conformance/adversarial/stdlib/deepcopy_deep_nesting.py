# Checks copy.deepcopy of a list nested 100000 deep stops with RecursionError
# expect: RecursionError: maximum recursion depth exceeded
import copy
x = []
for _ in range(100000):
    x = [x]
copy.deepcopy(x)
