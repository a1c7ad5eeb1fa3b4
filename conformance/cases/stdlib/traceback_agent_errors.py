import json
import sys
import traceback


def parse(payload):
    return json.loads(payload)["items"]


def total(payload):
    items = parse(payload)
    return sum(item["price"] * item["qty"] for item in items)


class ToolError(Exception):
    pass


def call_tool(payload):
    try:
        return total(payload)
    except KeyError as error:
        raise ToolError(f"bad payload: missing {error}") from error


for payload in ['{"items": [{"price": 2, "qty": 3}]}', '{"items": [{"price": 2}]}', '{"wrong": 1}']:
    try:
        print(call_tool(payload))
    except Exception:
        text = traceback.format_exc()
        print(text)
        print("last line:", text.strip().splitlines()[-1])

try:
    call_tool('{"items": [{"qty": 1}]}')
except ToolError as e:
    parts = traceback.format_exception(e)
    print(len(parts), repr(parts[0]), repr(parts[-1]))
    print(traceback.format_exception_only(e))
    print(traceback.format_exception_only(type(e), e))
    frames = traceback.extract_tb(e.__traceback__)
    for frame in frames:
        print(frame.filename.endswith(".py"), frame.lineno, frame.name, frame.line, tuple(frame)[1:3])
    print("".join(traceback.format_tb(e.__traceback__)))
    print(traceback.format_list([("a.py", 1, "f", "x = 1"), ("b.py", 2, "g", None)]))
    te = traceback.TracebackException.from_exception(e)
    print(te.exc_type.__name__, str(te), len(te.stack), te.__cause__.exc_type.__name__)
    print("".join(te.format()))
    print("".join(te.format(chain=False)))
    traceback.print_exc(file=sys.stdout)
    traceback.print_exception(e, file=sys.stdout, limit=1)

def recurse(n):
    return recurse(n + 1) if n < 30 else 1 / 0

try:
    recurse(0)
except ZeroDivisionError:
    print(traceback.format_exc())
print(repr(traceback.format_exc()))
print(traceback.format_exception(None))
try:
    try:
        {}["k"]
    except KeyError:
        int("x")
except ValueError:
    traceback.print_exc()
print(traceback.FrameSummary("f.py", 3, "g", line="  y = 2  "), traceback.FrameSummary("f.py", 3, "g", line="y").line)
import json
try:
    json.loads("{bad")
except json.JSONDecodeError as e:
    print(traceback.format_exception_only(e), type(e).__module__)
