# Checks every augmented assignment operator on names, list elements and dict items.
x = 10
x += 5; print(x)
x -= 3; print(x)
x *= 4; print(x)
x //= 5; print(x)
x %= 4; print(x)
x **= 10; print(x)
x <<= 3; print(x)
x >>= 2; print(x)
x |= 0b101; print(x)
x &= 0xFF; print(x)
x ^= 0b1111; print(x)
x /= 4; print(x)
y = -7
y //= 2; print(y)
y = -7
y %= 3; print(y)
lst = [1, 2, 3]
lst[0] += 10
lst[-1] *= 3
lst[1] **= 5
print(lst)
d = {"a": 1}
d["a"] += 1
d["b"] = d.get("b", 0) + 5
d["b"] -= 1
print(d)
m = [[1, 2], [3, 4]]
m[1][0] += 100
print(m)
s = "ab"
s *= 3
print(s)
s += "!"
print(s)
f = 1.5
f *= 2
print(f, type(f))
f //= 0.4
print(f)
count = 0
for i in range(10):
    count += i
print(count)
lst2 = [1]
lst2 += range(2, 4)
lst2 += "ab"
print(lst2)
t = (1,)
t *= 3
print(t)
try:
    d["missing"] += 1
except KeyError as e:
    print(type(e).__name__, repr(e))
try:
    undefined_name_xyz += 1
except NameError as e:
    print(type(e).__name__, e)
