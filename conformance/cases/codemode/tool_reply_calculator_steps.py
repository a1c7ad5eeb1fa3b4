"""Parsing a calculator steps tool reply and summarizing it."""
import json

raw = '{"expression": "(2 + 3) * 4", "steps": [{"op": "add", "args": [2, 3]}, {"op": "mul", "args": [5, 4]}, {"op": "div", "args": [20, 0]}]}'
data = json.loads(raw)

import operator

ops = {"add": operator.add, "mul": operator.mul, "div": operator.truediv}
for step in data["steps"]:
    try:
        print(step["op"], step["args"], "=", ops[step["op"]](*step["args"]))
    except ZeroDivisionError as error:
        print(step["op"], step["args"], "failed:", error)
