# Checks list methods: append/extend/insert/pop/remove/index/count/sort/reverse/copy/clear.
lst = [3, 1, 4]
lst.append(1)
print(lst)
lst.extend([5, 9])
lst.extend("ab")
print(lst)
lst.insert(0, "first")
lst.insert(100, "last")
lst.insert(-1, "before-last")
print(lst)
print(lst.pop(), lst.pop(0), lst.pop(-2), lst)
print(lst.index(1), lst.index(1, 2), lst.count(1), lst.count("zz"))
lst.remove(1)
print(lst)
nums = [n for n in lst if isinstance(n, int)]
nums.sort()
print(nums)
nums.reverse()
print(nums)
c = nums.copy()
c.append(0)
print(nums, c)
c.clear()
print(c, len(c))
a = [1, 2]
b = a
a += [3]
print(a, b, a is b)
a = a + [4]
print(a, b, a is b)
print([1, 2] * 3, [[0]] * 2, [1, 2] == [1, 2], [1, 2] < [1, 3], [1] < [1, 0])
m = [5, 6, 7]
m[1] = 60
m[-1] += 1
del m[0]
print(m)
print(list.__name__, len([]))
for bad in [lambda: [].pop(), lambda: [1].pop(5), lambda: [1].remove(2), lambda: [1].index(2)]:
    try:
        bad()
    except (IndexError, ValueError) as e:
        print(type(e).__name__ + ":", e)
