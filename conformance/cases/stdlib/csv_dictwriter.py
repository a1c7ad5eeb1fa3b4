import csv
import io
from collections import OrderedDict, defaultdict

out = io.StringIO()
w = csv.DictWriter(out, fieldnames=["name", "qty", "price"])
print(w.writeheader())
print(w.writerow({"name": "apple", "qty": 3, "price": 0.5}))
print(w.writerow({"price": 2, "name": "pear"}))
print(w.writerows([{"name": "kiwi", "qty": 7}, {"name": 'say "hi"', "qty": None, "price": 1e-7}]))
print(repr(out.getvalue()))

print("-- extrasaction")
for action in ["raise", "ignore", "RAISE", "Ignore"]:
    out = io.StringIO()
    w = csv.DictWriter(out, ["a", "b"], extrasaction=action)
    try:
        w.writerow({"a": 1, "b": 2, "c": 3})
        print(action, "wrote", repr(out.getvalue()))
    except ValueError as e:
        print(action, "ValueError", e)
try:
    csv.DictWriter(io.StringIO(), ["a"], extrasaction="skip")
except ValueError as e:
    print("ValueError", e)

print("-- writerows stops at the first bad dict, after writing the ones before it")
out = io.StringIO()
w = csv.DictWriter(out, ["a", "b"])
try:
    w.writerows([{"a": 1}, {"b": 2}, {"a": 3, "zz": 4}, {"a": 5}])
except ValueError as e:
    print("ValueError", e)
print(repr(out.getvalue()))
try:
    w.writerows([{"a": 1}, 5])
except Exception as e:
    print(type(e).__name__, e)
try:
    w.writerow(["a", "b"])
except Exception as e:
    print(type(e).__name__, e)
print(repr(out.getvalue()))

print("-- restval, dialects, other mappings")
out = io.StringIO()
w = csv.DictWriter(out, ("x", "y", "z"), restval="NA", delimiter=";", lineterminator="\n")
w.writeheader()
w.writerows([{"x": 1}, OrderedDict([("z", 3), ("x", 1)]), defaultdict(int, {"y": 2})])
w.writerows(iter([{"y": "gen"}]))
w.writerows(({"z": i} for i in range(2)))
print(repr(out.getvalue()))
out = io.StringIO()
w = csv.DictWriter(out, ["k"], dialect="unix")
w.writeheader()
w.writerow({"k": "v"})
print(repr(out.getvalue()), w.writer.dialect.quoting, w.fieldnames, w.restval, w.extrasaction)
print(type(w.writer).__name__)

print("-- many rows at once")
out = io.StringIO()
w = csv.DictWriter(out, ["i", "sq", "label"])
w.writeheader()
w.writerows([{"i": i, "sq": i * i, "label": "row %d" % i if i % 3 else "x,y"} for i in range(3000)])
text = out.getvalue()
print(len(text), text[:60].replace("\r\n", "|"), text[-40:].replace("\r\n", "|"))
back = list(csv.DictReader(io.StringIO(text)))
print(len(back), back[3], back[-1])


class Counting:
    def __init__(self):
        self.calls = 0
        self.text = ""

    def write(self, s):
        self.calls += 1
        self.text += s
        return len(s)


target = Counting()
w = csv.DictWriter(target, ["a"])
print(w.writeheader(), w.writerows([{"a": i} for i in range(5)]), target.calls, repr(target.text))
