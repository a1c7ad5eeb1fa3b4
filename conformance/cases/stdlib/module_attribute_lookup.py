# Attributes of modules read and called: functions, constants, __class__ and __name__, a
# missing name (CPython's message), and a module attribute kept and called later.
import math
import json

print(math.__class__, math.__name__, json.__name__)
print(math.sqrt(16), math.floor(2.5), round(math.pi, 5))
floor = math.floor
print(floor(-0.5), json.dumps({"a": [1, 2]}))
for name in ("nope", "__missing__"):
    try:
        getattr(math, name)
    except AttributeError as e:
        print("AttributeError:", e)
try:
    math.nope()
except AttributeError as e:
    print("AttributeError:", e)
print(hasattr(math, "tau"), hasattr(math, "tauu"))
total = 0.0
for i in range(1, 6):
    total += math.log(i) + math.sqrt(i)
print(round(total, 6))
