# Checks json.loads of 100000 nested objects stops with CPython's RecursionError instead of overflowing
# expect: RecursionError: maximum recursion depth exceeded while decoding a JSON object from a unicode string
import json
json.loads('{"a": ' * 100000 + "1" + "}" * 100000)
