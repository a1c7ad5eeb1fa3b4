# Checks insert at negative/out-of-range indices and errors from remove/index/pop on lists.
for idx in [-10, -3, -2, -1, 0, 1, 2, 3, 10]:
    lst = ["a", "b", "c"]
    lst.insert(idx, "X")
    print(idx, lst)
lst = [1, 2, 3, 2, 1]
lst.remove(2)
print(lst)
lst.remove(2)
print(lst)
try:
    lst.remove(2)
except ValueError as e:
    print(type(e).__name__, e)
try:
    lst.index(99)
except ValueError as e:
    print(type(e).__name__, e)
try:
    ["x"].index("y")
except ValueError as e:
    print(type(e).__name__, e)
try:
    [].pop()
except IndexError as e:
    print(type(e).__name__, e)
try:
    [1, 2].pop(5)
except IndexError as e:
    print(type(e).__name__, e)
try:
    [1, 2].pop(-3)
except IndexError as e:
    print(type(e).__name__, e)
print([1, 2, 3].pop(-3), [1, 2, 3].pop(1))
try:
    [1, 2][2]
except IndexError as e:
    print(type(e).__name__, e)
try:
    lst = [1, 2]
    lst[2] = 3
except IndexError as e:
    print(type(e).__name__, e)
try:
    [1].insert("0", 1)
except TypeError as e:
    print(type(e).__name__, e)
try:
    [1, 2][1.0]
except TypeError as e:
    print(type(e).__name__, e)
lst = [1, 1.0, True]
lst.remove(True)
print(lst, [1, 2, 3].index(3, -1), [0, 0, 0].index(0, 1, 2))
try:
    [0, 0, 0].index(0, 3)
except ValueError as e:
    print(type(e).__name__, e)
