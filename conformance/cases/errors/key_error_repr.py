# Checks KeyError str/repr for string, int, tuple, empty and special keys.
data = {"a": 1, 2: "two", (1, 2): "tuple"}
for key in ["missing", 3, (1, 3), "", "it's", 'say "hi"', None, 2.5, "multi\nline", frozenset()]:
    try:
        data[key]
    except KeyError as e:
        print("str:", str(e), "| repr:", repr(e), "| args:", e.args)

try:
    data.pop("nope")
except KeyError as e:
    print("pop:", e)
try:
    del data["gone"]
except KeyError as e:
    print("del:", e)
try:
    set().remove("s")
except KeyError as e:
    print("set.remove:", e)
try:
    {}.popitem()
except KeyError as e:
    print("popitem:", e)
try:
    raise KeyError("manual", "extra")
except KeyError as e:
    print("two args:", e)
try:
    raise KeyError()
except KeyError as e:
    print("no args:", repr(str(e)), repr(e))
e = KeyError("k")
print(isinstance(e, LookupError), f"{e}", "%s" % e, "{}".format(e))
print(data.get("missing", "default"), "missing" in data)
