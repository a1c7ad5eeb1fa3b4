# Checks a self-referencing list survives *, +, slicing, sorting and identity comparison
# expect: ok
# stdout-ends: True False True\n
l = [1]
l.append(l)
m = l * 2
print(m)
print(l + l)
print(l[1:], l[::-1])
print(sorted([l, l]) == [l, l], l < l, l <= l)
