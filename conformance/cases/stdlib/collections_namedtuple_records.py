from collections import namedtuple

Row = namedtuple("Row", "id name score", defaults=[0.0])
rows = [Row(1, "ada"), Row(2, "bob", 7.5), Row(id=3, name="cy", score=9.25)]
for r in rows:
    print(r)
print(max(rows, key=lambda r: r.score).name, sum(r.score for r in rows))
print(Row._fields, Row._field_defaults)
print(rows[1]._asdict(), rows[1]._replace(score=1))
print(Row._make([4, "dee", 3]))
print(tuple(rows[0]), rows[0][1], rows[0] == (1, "ada", 0.0))
try:
    Row(1)
except TypeError as e:
    print("TypeError", e)
try:
    Row(1, 2, 3, 4)
except TypeError as e:
    print("TypeError", e)
try:
    namedtuple("Bad", ["ok", "def"])
except ValueError as e:
    print("ValueError", e)
try:
    namedtuple("Bad", ["a", "a"])
except ValueError as e:
    print("ValueError", e)
P = namedtuple("P", ["x", "def", "_y"], rename=True)
print(P._fields)
