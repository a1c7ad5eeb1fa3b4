# Checks json.dumps of a large document is held to the step limit
# limits: steps=200000
# expect: TimeoutError: step limit of 200000 steps exceeded
import json
json.dumps([[1.5, "x", None]] * 1000000)
