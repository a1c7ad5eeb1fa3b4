# Numbers through the native json paths: big ints, float edge cases, reprs, constants.
import json
import sys
from enum import IntEnum

print(json.loads("[0, -0, 1e400, -1e400, -0.0, 1.0e-7, 1E+2, 2.5e-3, 0.1, 123456789012345678901234567890]"))
print(json.loads("[9223372036854775807, 9223372036854775808, -9223372036854775809, 999999999999999999]"))
print(json.loads("1.7976931348623157e308"), json.loads("5e-324"), json.loads("1e-400"), json.loads("-1e-400"))
print(json.loads("3.141592653589793238462643383279"), json.loads("0.30000000000000004"))
print(json.dumps([1e400, -1e400, -0.0, 1.0e-7, 1e16, 1e22, 0.1, 1 / 3, 2**63, -(2**80), 10**20]))
values = json.loads("[NaN, NaN, Infinity, -Infinity]")
print(values, values[0] is values[1], values[0] != values[0])
for bad in [float("nan"), float("inf"), -float("inf")]:
    for indent in [None, 2]:
        try:
            json.dumps([bad], allow_nan=False, indent=indent)
        except ValueError as e:
            print(e)
    try:
        json.dumps({bad: 1}, allow_nan=False)
    except ValueError as e:
        print("key", e)
print(json.dumps({1.5: 1, -0.0: 2, 10**20: 3, True: 4, None: 5, 7: 6}))
try:
    json.loads("1" * 5000)
except ValueError as e:
    print(e)
try:
    json.dumps(10**5000)
except ValueError as e:
    print(e)
sys.set_int_max_str_digits(6000)
print(len(str(json.loads("1" * 5000))), len(json.dumps(10**5000)))


class Color(IntEnum):
    RED = 1


class MyFloat(float):
    def __repr__(self):
        return "MyFloat!"


class MyInt(int):
    def __repr__(self):
        return "MyInt!"


print(json.dumps([Color.RED, MyFloat(2.5), MyInt(3), {Color.RED: MyInt(4)}, {MyFloat(1.5): 1}]))
print(json.dumps({MyInt(5): [MyFloat(0.5)]}, indent=1))
print(json.loads("[1.5, 2]", parse_float=str, parse_int=lambda s: int(s) * 10))
print(json.loads("[NaN, -Infinity]", parse_constant=lambda name: "<" + name + ">"))
