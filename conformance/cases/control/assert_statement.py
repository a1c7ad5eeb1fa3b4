# Checks assert with and without messages, and AssertionError details.
assert True
assert 1 == 1, "never shown"
assert [1], "non-empty list is truthy"
try:
    assert False
except AssertionError as e:
    print(type(e).__name__, repr(e), e.args)
try:
    assert 1 > 2, "one is not greater than two"
except AssertionError as e:
    print(type(e).__name__, e, e.args)
try:
    assert [], ["message", "as", "list"]
except AssertionError as e:
    print(e, e.args)
x = 5
try:
    assert x % 2 == 0, f"x={x} is odd"
except AssertionError as e:
    print(e)
evaluated = []
def msg():
    evaluated.append("called")
    return "lazy message"
assert True, msg()
print(evaluated)
try:
    assert None, msg()
except AssertionError as e:
    print(e, evaluated)
def safe_sqrt(v):
    assert v >= 0, ("negative input", v)
    return v ** 0.5
for v in [16, 2, -4]:
    try:
        print(safe_sqrt(v))
    except AssertionError as e:
        print("assertion:", e.args[0])
try:
    assert 0, 42
except AssertionError as e:
    print(repr(e), e.args[0] + 1)
