# Checks is versus == for None, singletons, containers and equal-but-distinct objects.
a = [1, 2]
b = [1, 2]
c = a
print(a == b, a is b, a is c, a is not b)
print(None is None, None == None, type(None) is type(None))
print(True is True, (1 == 1) is True, bool(1) is True)
t = ()
print(t is (), t == ())
print([] is [], [] == [])
print({} == {}, {1: 2} == {1: 2.0}, [1, 2] == [2, 1], (1, 2) == [1, 2])
print({1, 2} == {2, 1}, frozenset([1]) == {1}, {1: "a", 2: "b"} == {2: "b", 1: "a"})
print(1 == 1.0, 1 == True, 0 == False, 0.0 == -0.0)
nan = float("nan")
print(nan == nan, nan != nan, nan is nan)
lst = [nan]
print(lst == lst, nan in lst, [float("nan")] == [float("nan")])
print("abc" == "ab" + "c", b"ab" == "ab", range(3) == range(0, 3), range(0) == range(5, 5))
print(range(0, 3, 2) == range(0, 4, 2), [1, [2, 3]] == [1, [2, 3]])
x = None
if x is None:
    print("x is None")
print(a != b, not a == b, a is not c)
print(type(1) is int, type(1.0) is float, type(True) is not int)
