# Checks KeyError repr/str formatting for various key types and unhashable-key TypeErrors.
d = {"present": 1}
for key in ["missing", "", 0, 1.5, (1, 2), None, "quote'd", "new\nline", 10**20, ("a",), frozenset()]:
    try:
        d[key]
    except KeyError as e:
        print(repr(e), "|", str(e), "|", e.args)
try:
    d["x"]
except LookupError as e:
    print("caught as LookupError:", type(e).__name__, e)
for bad in [[1], {}, {1}, ([1],)]:
    try:
        d[bad] = 1
    except TypeError as e:
        print(type(e).__name__, e)
try:
    {[]: 1}
except TypeError as e:
    print(type(e).__name__, e)
try:
    [] in d
except TypeError as e:
    print(type(e).__name__, e)
def lookup(table, key):
    try:
        return table[key]
    except KeyError:
        return f"<no {key!r}>"
print(lookup(d, "present"), lookup(d, "absent"), lookup({}, 3))
e = KeyError("manual")
print(repr(e), str(e), repr(KeyError()), str(KeyError()), str(KeyError(1, 2)))
try:
    raise KeyError("raised", 42)
except KeyError as err:
    print(err, err.args)
