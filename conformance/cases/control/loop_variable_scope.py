# Checks loop variable persistence after loops, comprehension variable isolation and rebinding.
for i in range(5):
    pass
print(i)
for i in []:
    pass
print(i)
x = 10
squares = [x * x for x in range(3)]
print(squares, x)
total = 0
for total in range(3):
    pass
print(total)
for a, b in [(1, 2), (3, 4)]:
    pass
print(a, b)
data = {"k1": 1, "k2": 2}
for key in data:
    last_key = key
print(key, last_key)
n = 0
while n < 3:
    inner = n * 2
    n += 1
print(n, inner)
funcs = []
for i in range(3):
    def f(i=i):
        return i
    funcs.append(f)
print([f() for f in funcs])
def use_loop_var():
    for j in range(3):
        pass
    return j
print(use_loop_var())
lst = [1, 2, 3]
for lst[0] in [7, 8, 9]:
    pass
print(lst)
d = {}
for d["key"] in "xyz":
    pass
print(d)
y = 100
gen_total = sum(y for y in range(4))
print(gen_total, y)
for i in range(3):
    i += 10
    print(i, end=" ")
print()
