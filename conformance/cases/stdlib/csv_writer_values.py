import csv
import io
from fractions import Fraction

out = io.StringIO()
w = csv.writer(out)
values = [0, 1, -1, 2 ** 64, -(2 ** 70), 0.1, 1 / 3, 1e16, 1e-5, -0.0, float("inf"), float("-inf"), float("nan"),
          True, False, None, "", "s", Fraction(1, 3), b"bytes", (1, 2), [3], {"k": 1}]
print(w.writerow(values))
print(repr(out.getvalue()))


class Custom:
    def __str__(self):
        return "custom, with comma"


class Weird(str):
    def __str__(self):
        return "not used"


class Count(int):
    def __str__(self):
        return "count"


out = io.StringIO()
w = csv.writer(out)
print(w.writerow([Custom(), Weird("raw text"), Count(5), 7]))
print(w.writerow(("tuple", 1)))
print(w.writerow(iter(["iter", 2])))
print(w.writerow(x * 2 for x in range(3)))
print(w.writerow("abc"))
print(w.writerow({"a": 1, "b": 2}))
print(w.writerow(range(3)))
print(w.writerow([]))
print(w.writerows([["r1"], ("r2", None), [1.5, Custom()]]))
print(w.writerows(iter([["g1"], ["g2"]])))
print(w.writerows([]))
print(repr(out.getvalue()))


class Target:
    def __init__(self):
        self.calls = []

    def write(self, s):
        self.calls.append(s)
        return "returned %d" % len(s)


t = Target()
w = csv.writer(t)
print(w.writerow(["a", 1]), w.writerows([["b"], ["c", 2]]), t.calls)
print(csv.writer(io.StringIO()).writerow(["x"]), csv.writer(io.StringIO()).writerows([["x"]]))

print("-- unicode and other terminators")
out = io.StringIO()
w = csv.writer(out, lineterminator="\n", delimiter="·")
w.writerow(["naïve", "日本", "a·b", "tab\there"])
w = csv.writer(out, lineterminator="END", quotechar="'")
w.writerow(["xENDy", "E", "it's"])
w.writerow(["plain"])
print(repr(out.getvalue()))

print("-- many rows, some needing conversion")
rows = []
for i in range(4000):
    if i % 1000 == 999:
        rows.append([i, Custom(), Fraction(i, 7)])
    else:
        rows.append([i, "v%d" % i, i / 8])
out = io.StringIO()
csv.writer(out).writerows(rows)
text = out.getvalue()
print(len(text), text.count("\r\n"), text.splitlines()[998:1001])

print("-- straight to sys.stdout, and json through a StringIO")
import json
import sys

w = csv.writer(sys.stdout, lineterminator="\n")
print(w.writerow(["to", "stdout", 1.5]))
w.writerows([["a,b", None], ["c", 'd"e']])
csv.DictWriter(sys.stdout, ["k", "v"], lineterminator="\n").writerows([{"k": 1, "v": 2}])
buf = io.StringIO()
json.dump({"rows": [[1, "x"], [2, "y"]]}, buf)
buf.seek(0)
print(json.load(buf), buf.tell())
