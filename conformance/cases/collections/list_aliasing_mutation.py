# Checks reference semantics: aliases, shallow copies, nested mutation and function argument mutation.
a = [1, 2, 3]
b = a
c = a[:]
d = list(a)
e = a.copy()
a.append(4)
print(a, b, c, d, e, a is b, a is c)
nested = [[1, 2], [3, 4]]
shallow = nested[:]
shallow[0].append(99)
shallow[1] = "replaced"
print(nested, shallow)
deep = [row[:] for row in nested]
deep[0].append(100)
print(nested, deep)
def add_item(lst, item):
    lst.append(item)
def rebind(lst):
    lst = ["new"]
    return lst
def extend_in_place(lst):
    lst += [7]
def concat(lst):
    lst = lst + [8]
    return lst
x = [0]
add_item(x, 1)
print(x, rebind(x), x)
extend_in_place(x)
print(x)
print(concat(x), x)
row = [0] * 3
board = [row] * 3
board[1][1] = 5
print(board, board[0] is board[2])
board2 = [[0] * 3 for _ in range(3)]
board2[1][1] = 5
print(board2)
t = ([1], [2])
t[0].append(10)
print(t)
try:
    t[0] += [20]
except TypeError as e:
    print(type(e).__name__, e)
print(t)
d = {"list": []}
alias = d["list"]
alias.append("via alias")
print(d)
lst = [1, 2, 3]
for item in lst[:]:
    if item == 2:
        lst.remove(item)
print(lst)
m = [[]] * 2
m[0].append("shared")
print(m)
