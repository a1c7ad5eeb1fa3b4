# Checks append/extend/insert/remove/pop/clear/index/count/reverse/copy on lists.
lst = [3, 1, 4]
lst.append(1)
print(lst)
lst.extend([5, 9])
lst.extend("ab")
lst.extend(range(2))
print(lst)
lst.insert(0, "first")
lst.insert(-1, "before-last")
lst.insert(100, "end")
lst.insert(-100, "start")
print(lst)
print(lst.pop(), lst.pop(0), lst.pop(-2), lst)
lst.remove(1)
print(lst, lst.count(1), lst.index(1), lst.index(5, 2))
lst.reverse()
print(lst)
c = lst.copy()
c.append("copy only")
print(len(lst), len(c), c[-1])
lst.clear()
print(lst, len(lst))
print([1, 2].append(3), [3, 1].sort(), [1].extend([]), [1].reverse())
nums = [5, 3, 8]
nums += [1]
nums *= 2
print(nums, nums.count(8), len(nums))
nums[len(nums):] = [100]
print(nums)
a = [1, 2, 3]
a.extend(a)
print(a)
a.append(a[:2])
print(a, a[-1][1])
stack = []
for ch in "push":
    stack.append(ch)
print(stack, stack.pop(), stack.pop(), stack)
queue = [1, 2, 3]
print(queue.pop(0), queue)
print(list(), list("ab"), list((1, 2)), list(range(3)), list({"k": 1, "j": 2}), list({3: 0}.values()))
