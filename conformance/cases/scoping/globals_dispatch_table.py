"""Agent-style dispatch through globals(): handlers looked up by name, made in a loop, and a
config applied with exec into the module's own namespace."""
import json

def handle_add(a, b):
    return a + b

def handle_mul(a, b):
    return a * b

requests = json.loads('[{"op": "add", "args": [2, 3]}, {"op": "mul", "args": [4, 5]}, {"op": "pow", "args": [2, 8]}]')
for request in requests:
    handler = globals().get(f"handle_{request['op']}")
    if handler is None:
        print(f"no handler for {request['op']!r}")
        continue
    print(request["op"], handler(*request["args"]))

for n in range(3):
    globals()[f"square_{n}"] = (lambda k: lambda: k * k)(n)
print(square_0(), square_1(), square_2())

exec("LIMIT = 10\nNAMES = ['a', 'b']", globals())
print(LIMIT, NAMES)

settings = {k: v for k, v in globals().items() if k.isupper()}
print(settings)

def counter():
    globals()["calls"] = globals().get("calls", 0) + 1
    return calls

counter(); counter()
print(counter())
print(eval("LIMIT * 2"), eval("LIMIT + x", globals(), {"x": 1}))
print(len([k for k in globals() if k.startswith("square_")]))
