# `for k in d:` and `for v in d.values():` step the dict in place; a dict that changes size or
# has its keys replaced while iterated raises as in CPython.
stock = {"bolt": 40, "nut": 55, "gear": 7}
names = []
for name in stock:
    names.append(name.upper())
print(names, sum(v for v in stock.values()))
for count in stock.values():
    print(count * 2, end=" ")
print()
for key in stock.keys():
    stock[key] += 1
print(stock)
for i, key in enumerate(stock):
    print(i, key)

grow = {1: 1}
try:
    for k in grow:
        grow[k + 1] = 0
except RuntimeError as e:
    print("RuntimeError:", e)

swap = {1: "a", 2: "b", 3: "c"}
try:
    for k in swap:
        if k == 1:
            del swap[3]
            swap[4] = "d"
except RuntimeError as e:
    print("RuntimeError:", e)

shrink = {1: 1, 2: 2}
try:
    for v in shrink.values():
        shrink.pop(2, None)
except RuntimeError as e:
    print("RuntimeError:", e)

for k in {}:
    print("never")
else:
    print("empty else")
it = iter({"x": 1, "y": 2, "z": 3})
for k in it:
    if k == "x":
        break
print(list(it))
