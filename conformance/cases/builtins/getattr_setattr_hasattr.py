# Checks getattr/hasattr on builtin objects and setattr failures on builtins.
print(getattr("abc", "upper")())
print(getattr("a,b,c", "split")(","))
print(getattr([3, 1, 2], "count")(1))
print(getattr({"k": 1}, "get")("k"), getattr({"k": 1}, "get")("z", "none"))
print(getattr(10, "bit_length")(), getattr(2.5, "is_integer")())
print(getattr("x", "missing", "fallback"), getattr(5, "bit_length")(), getattr(3.5, "is_integer")())
print(hasattr("s", "upper"), hasattr("s", "push"), hasattr([], "append"), hasattr([], "push"))
print(hasattr({}, "items"), hasattr(5, "to_bytes"), hasattr(None, "x"))
print(getattr(getattr("a-b", "replace")("-", "+"), "upper")())
ops = ["upper", "title", "swapcase", "strip", "isalpha"]
for op in ops:
    print(op, repr(getattr("  mixed Case  ", op)()))
nums = [5, 3]
getattr(nums, "append")(9)
getattr(nums, "sort")()
print(nums)
try:
    getattr("abc", "nope")
except AttributeError as e:
    print("AttributeError:", e)
try:
    getattr(5, "nope")
except AttributeError as e:
    print("AttributeError:", e)
try:
    setattr("abc", "x", 1)
except AttributeError as e:
    print("AttributeError:", e)
try:
    getattr("abc", 5)
except TypeError as e:
    print("TypeError:", e)
