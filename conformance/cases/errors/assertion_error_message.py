# Checks assert statements with and without messages, and AssertionError contents.
def check_positive(n):
    assert n > 0, f"expected positive, got {n}"
    return n

for v in [5, 0, -3]:
    try:
        print("ok", check_positive(v))
    except AssertionError as e:
        print("AssertionError:", e, "| args:", e.args)

try:
    assert 1 + 1 == 3
except AssertionError as e:
    print("no message:", repr(str(e)), repr(e), e.args)

try:
    assert [], "empty list is falsy"
except AssertionError as e:
    print(repr(e))

try:
    assert None, ("tuple", "message")
except AssertionError as e:
    print(e.args, str(e))

try:
    assert False, 42
except AssertionError as e:
    print(e.args, e)

assert True, "never shown"
assert [0], "non-empty list is truthy"
print("passing asserts are silent")

def validate(record):
    errors = []
    for field in ["id", "name"]:
        try:
            assert field in record, f"missing field {field!r}"
        except AssertionError as e:
            errors.append(str(e))
    return errors

print(validate({"id": 1, "name": "x"}), validate({"id": 2}), validate({}))
