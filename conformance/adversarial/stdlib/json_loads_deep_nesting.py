# Checks json.loads of 100000 nested brackets stops with RecursionError instead of overflowing
# expect: RecursionError: maximum recursion depth exceeded while decoding a JSON array from a unicode string
import json
json.loads("[" * 100000)
