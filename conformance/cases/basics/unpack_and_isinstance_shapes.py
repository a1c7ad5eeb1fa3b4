# Unpacking exact tuples and lists, subclasses that iterate their own way, and isinstance with
# builtin types, tuples of types and classes with __instancecheck__.
a, b, c = (1, "two", [3])
x, y = [y_ for y_ in "pq"]
print(a, b, c, x, y)


class Backwards(list):
    def __iter__(self):
        return iter([len(self), "from", "__iter__"])


p, q, r = Backwards([1, 2, 3])
print(p, q, r)
print(list(Backwards([5])), tuple(Backwards()), sorted(Backwards([1, 2]), key=str), [*Backwards([0])])

try:
    m, n = (1, 2, 3)
except ValueError as e:
    print(e)
try:
    m, n, o = [1, 2]
except ValueError as e:
    print(e)
try:
    m, n = 5
except TypeError as e:
    print(e)


class Meta(type):
    def __instancecheck__(cls, obj):
        return obj == "anything"


class Odd(metaclass=Meta):
    pass


print(isinstance(True, int), isinstance(1, bool), isinstance(1.0, (int, float)), isinstance(None, type(None)))
print(isinstance("anything", Odd), isinstance("other", Odd), isinstance([], (Odd, list)))
print(isinstance(Backwards(), list), isinstance({}, dict), isinstance(3, (str, (bytes, int))))
try:
    isinstance(1, 2)
except TypeError as e:
    print(e)
