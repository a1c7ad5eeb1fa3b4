# Checks json.dumps of a cycle with check_circular=False stops with RecursionError instead of overflowing
# expect: RecursionError: maximum recursion depth exceeded while encoding a JSON object
import json
d = {}
d["self"] = [d]
json.dumps(d, check_circular=False)
