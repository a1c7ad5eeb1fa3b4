"""ast.literal_eval on tool output and on everything CPython's accepts or refuses."""
import ast
import json

tool_output = "{'name': 'widget', 'tags': ('a', 'b'), 'price': 9.5, 'stock': None, 'ok': True}"
data = ast.literal_eval(tool_output)
print(data, type(data["tags"]).__name__)
print(json.dumps(data))
for text in [
    "[1, 2, 3]", "  (1,)", "{1, 2}", "set()", "-5", "+3.5", "1+2j", "-1-2j", "3 - 4j", "b'bytes'",
    "'a' 'b'", "...", "[[1, [2, [3]]], {'k': (None,)}]", "10**2", "x", "f(1)", "{**a}", "1 + 2",
    "'abc'.upper()", "[i for i in range(3)]", "1 +", "-(-1)", "- 1j", "True + 1j", "0x1F", "1_000",
    "'''multi\nline'''", "(1, \n 2)", "\t 42", "{'a': 1, 'a': 2}", "lambda: 0", "2 + 3j + 1",
]:
    try:
        print(repr(text), "->", repr(ast.literal_eval(text)))
    except (ValueError, SyntaxError, TypeError) as e:
        print(repr(text), "->", type(e).__name__, str(e).split(" object at ")[0])
try:
    ast.literal_eval(5)
except ValueError as e:
    print(e)
try:
    ast.literal_eval(b"[1]")
except ValueError as e:
    print(e)
