# Checks building dicts from zip() in comprehensions and with dict().
keys = ["name", "age", "city"]
values = ["Ann", 34, "Oslo"]
print({k: v for k, v in zip(keys, values)})
print(dict(zip(keys, values)))
print(dict(zip(keys, values[:2])))
print({k: v for k, v in zip("abc", range(10))})
header = "id,name,score"
rows = ["1,ann,90", "2,bob,72", "3,cy,85"]
cols = header.split(",")
records = [dict(zip(cols, r.split(","))) for r in rows]
for rec in records:
    print(rec)
typed = [{k: (int(v) if v.isdigit() else v) for k, v in zip(cols, r.split(","))} for r in rows]
print(typed)
by_id = {rec["id"]: rec["name"] for rec in typed}
print(by_id)
print({name: score for name, score in zip([r["name"] for r in typed], [r["score"] for r in typed]) if score >= 80})
idx = {v: i for i, v in enumerate(["x", "y", "z"])}
print(idx)
a = [1, 2, 3]
b = [10, 20, 30]
c = [100, 200, 300]
print({x: y + z for x, y, z in zip(a, b, c)})
print(dict(zip(a, zip(b, c))))
print(list(zip(*[(1, "a"), (2, "b"), (3, "c")])))
