# Checks str.format_map with dicts, nested lookups and missing-key errors.
data = {"name": "Widget", "price": 9.5, "tags": ["a", "b"], "dims": {"w": 3, "h": 4}}
print("{name} costs {price:.2f}".format_map(data))
print("{tags[0]}-{tags[1]} {dims[w]}x{dims[h]}".format_map(data))
print("{name!r:>12}|{price:>8.1f}|".format_map(data))
try:
    print("{missing}".format_map(data))
except KeyError as e:
    print(type(e).__name__, repr(e), e)
try:
    print("{tags[5]}".format_map(data))
except IndexError as e:
    print(type(e).__name__, e)
records = [{"id": 1, "v": 0.5}, {"id": 22, "v": 12.25}, {"id": 333, "v": -1.0}]
for r in records:
    print("#{id:04d} value={v:+.3f}".format_map(r))
print("{a}{b}{a}".format_map({"a": "x", "b": "y", "unused": 0}))
print("{{}} literal".format_map({}))
try:
    "{}".format_map({})
except ValueError as e:
    print(type(e).__name__, e)
template = "{greeting}, {who}!"
for g, w in [("Hi", "there"), ("Hola", "mundo")]:
    print(template.format_map({"greeting": g, "who": w}))
print("{x[0]}".format_map({"x": "str"}), "{x[1]}".format_map({"x": ("t", "u")}))
