from collections import Counter

c = Counter({"a": 1})
try:
    Counter(3)
except TypeError as e:
    print("TypeError", e)
try:
    c + {"a": 1}
except TypeError as e:
    print("TypeError", e)
try:
    Counter.fromkeys("abc")
except NotImplementedError as e:
    print("NotImplementedError", e)
try:
    Counter(a=1, b=2).most_common(-1)
except Exception as e:
    print(type(e).__name__, e)
print(Counter(a=1, b=2).most_common(0), Counter(a=1).most_common(5))
print(Counter(["x", "y", "x"]) == {"x": 2, "y": 1}, Counter("ab") < Counter("abb"))
print(Counter({"a": 2.5, "b": -1}) + Counter(), repr(Counter(a=0)))
c.update(None)
c.update("aab")
print(c)
