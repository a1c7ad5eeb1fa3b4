# A calculator tool as agents write it: expressions evaluated against a restricted namespace.
import math

SAFE = {name: getattr(math, name) for name in ("sqrt", "floor", "ceil", "pi", "e", "log")}
SAFE.update(abs=abs, round=round, min=min, max=max)


def calculate(expression):
    try:
        value = eval(expression, {"__builtins__": {}}, dict(SAFE))
    except ZeroDivisionError:
        return "error: division by zero"
    except NameError as e:
        return f"error: {e}"
    except SyntaxError as e:
        return f"error: {e.msg}"
    return value


for expression in [
    "2 ** 3 * 4 + 5",
    "sqrt(16) + floor(2.7)",
    "round(pi, 3)",
    "max(1, 7, 3) - min(4, 2)",
    "1 / 0",
    "len([1, 2])",
    "__import__('os')",
    "2 +",
    "  10 // 3",
    "[x * x for x in range(4)]",
    "{'a': 1}['a']",
    "(lambda n: n + 1)(41)",
    "log(e)",
]:
    print(repr(expression), "->", calculate(expression))

print(eval("2 ** 3 * 4 + 5"))
print(eval(b"40 + 2"))
rate = 3
print(eval("rate * 2"), eval("rate * factor", None, {"factor": 5}))


def inside():
    local_value = 11
    return eval("local_value + rate")


print(inside())
print(eval("x + y", {"x": 1}, {"y": 2}))
print([eval("i * 10", {"i": i}) for i in range(3)])
print(list(map(eval, ["1 + 1", "'a' * 3", "None"])))
namespace = {"total": 0}
for amount in [5, 10, 20]:
    namespace["amount"] = amount
    namespace["total"] = eval("total + amount", namespace)
print(namespace["total"], "__builtins__" in namespace)
