# Checks that chained assignment shares one object and how += vs + affect aliases.
a = b = []
a.append(1)
print(a, b, a is b)
a += [2]
print(a, b, a is b)
a = a + [3]
print(a, b, a is b)
x = y = [0]
y = y * 2
print(x, y)
t1 = t2 = (1, 2)
t1 += (3,)
print(t1, t2)
s1 = s2 = "ab"
s1 += "c"
print(s1, s2)
n1 = n2 = 5
n1 += 1
print(n1, n2)
grid = [[0] * 3] * 3
grid[0][0] = 1
print(grid)
grid2 = [[0] * 3 for _ in range(3)]
grid2[0][0] = 1
print(grid2)
d1 = d2 = {}
d1["k"] = 1
print(d2)
d1 |= {"j": 2}
print(d2, d1 is d2)
d1 = d1 | {"z": 3}
print(d1, d2)
inner = [1]
outer = [inner, inner]
inner.append(2)
print(outer)
copy = outer[:]
copy[0] = "x"
print(outer, copy)
lst = [1, 2]
lst2 = lst
lst[:] = [9]
print(lst2)
a = [1]
b = a
b *= 3
print(a, b)
