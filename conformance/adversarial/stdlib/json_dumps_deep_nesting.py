# Checks json.dumps of a list nested 100000 deep stops with RecursionError
# expect: RecursionError: maximum recursion depth exceeded while encoding a JSON object
import json
x = []
for _ in range(100000):
    x = [x]
json.dumps(x)
