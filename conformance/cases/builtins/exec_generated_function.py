# Code generated at run time and defined with exec, then called; the dict is the live namespace.
source = '''
def apply_discount(price, percent=DEFAULT_PERCENT):
    """Apply a discount."""
    return round(price * (1 - percent / 100), 2)

def describe():
    return f"{len(history)} items, discount {DEFAULT_PERCENT}%"

history = []
'''
namespace = {"DEFAULT_PERCENT": 10}
exec(source, namespace)
apply_discount = namespace["apply_discount"]
print(apply_discount(100), apply_discount(80, 25), apply_discount.__doc__)
print(apply_discount.__name__, apply_discount.__module__)
namespace["history"].append("tea")
namespace["DEFAULT_PERCENT"] = 50
print(namespace["describe"]())
print(apply_discount(100))
print(sorted(k for k in namespace if not k.startswith("__")), "__builtins__" in namespace)

fields = ["name", "age"]
init = "def __init__(self, {0}):\n{1}".format(
    ", ".join(fields), "\n".join(f"    self.{f} = {f}" for f in fields)
)
class_ns = {}
exec(init, class_ns)
Person = type("Person", (), {"__init__": class_ns["__init__"]})
p = Person("Ada", 36)
print(p.name, p.age)

exec("def square(n):\n    return n * n")
print(square(7))

counter_ns = {}
exec("count = 0\ndef bump(by=1):\n    global count\n    count += by\n    return count", counter_ns)
counter_ns["bump"]()
counter_ns["bump"](5)
print(counter_ns["count"])
exec("del count", counter_ns)
print("count" in counter_ns)

code_ns = {"__name__": "generated"}
exec("class Shape:\n    sides = 0\nclass Square(Shape):\n    sides = 4\n    def area(self, s):\n        return s * s", code_ns)
Square = code_ns["Square"]
print(Square.__module__, Square.sides, Square().area(3), issubclass(Square, code_ns["Shape"]))
print(exec("1 + 1"))

def make_adder(n):
    scope = {}
    exec(f"def add(x):\n    return x + {n}", scope)
    return scope["add"]

print([make_adder(i)(10) for i in range(3)])
gen_ns = {}
exec("def evens(limit):\n    for i in range(limit):\n        if i % 2 == 0:\n            yield i", gen_ns)
print(list(gen_ns["evens"](7)))
exec("squares = [n * n for n in range(5)]\nlookup = {n: str(n) for n in squares}", gen_ns)
print(gen_ns["squares"], gen_ns["lookup"][16])
