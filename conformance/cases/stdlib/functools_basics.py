import functools
import operator

print(functools.reduce(operator.add, [1, 2, 3, 4]))
print(functools.reduce(lambda acc, x: acc + [x * 2], [1, 2, 3], []))
print(functools.reduce(max, [3, 9, 2]))
print(functools.reduce(operator.mul, [], 1))
try:
    functools.reduce(operator.add, [])
except TypeError as e:
    print("TypeError", e)

base_two = functools.partial(int, base=2)
print(base_two("1010"), base_two("11", base=3))
add = lambda a, b, c=0: a + b + c
p = functools.partial(add, 1)
print(p(2), p(2, c=10), p.args, p.keywords, p.func is add)
pp = functools.partial(p, 5, c=1)
print(pp(), pp.args, pp.keywords)
print(functools.partial(max, key=len)(["a", "abc", "ab"]))
try:
    functools.partial(3)
except TypeError as e:
    print("TypeError", e)


def compare_length(a, b):
    return len(a) - len(b)


words = ["pear", "fig", "banana", "kiwi"]
print(sorted(words, key=functools.cmp_to_key(compare_length)))
print(sorted(words, key=functools.cmp_to_key(lambda a, b: (a > b) - (a < b)), reverse=True))
print(max(words, key=functools.cmp_to_key(compare_length)))
