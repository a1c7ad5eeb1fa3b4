# Checks decoding a long document is held to the step limit
# limits: steps=200000
# expect: TimeoutError: step limit of 200000 steps exceeded
import json
json.loads("[" + "1," * 100000 + "1]")
