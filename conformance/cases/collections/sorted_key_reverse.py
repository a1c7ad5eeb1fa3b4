# Checks sorted() with key functions (tuples, negation, str methods) and reverse on many iterables.
people = [("Ann", 31, "NYC"), ("bob", 25, "LA"), ("Cid", 31, "LA"), ("dee", 19, "NYC"), ("Eve", 25, "SF")]
print(sorted(people))
print(sorted(people, key=lambda p: p[1]))
print(sorted(people, key=lambda p: (p[2], -p[1])))
print(sorted(people, key=lambda p: p[0].lower(), reverse=True))
print(sorted(people, key=lambda p: (-p[1], p[0])))
by_city_then_age = sorted(sorted(people, key=lambda p: p[1]), key=lambda p: p[2])
print(by_city_then_age)
print(sorted("Hello World"), sorted("Hello World", key=str.lower))
print(sorted([3, 1, 2], reverse=True), sorted([3, 1, 2], reverse=False), sorted([3, 1, 2], reverse=0))
print(sorted(range(10), key=lambda n: n % 3), sorted(range(10), key=lambda n: n % 3, reverse=True))
print(sorted({"b": 2, "a": 1, "c": 0}), sorted({"b": 2, "a": 1, "c": 0}.items(), key=lambda kv: kv[1]))
print(sorted(["10", "9", "100", "1"]), sorted(["10", "9", "100", "1"], key=int), sorted(["10", "9", "100", "1"], key=len))
print(sorted([-3, 2, -1, 4], key=abs), sorted([-3, 3, -3, 3], key=abs), sorted([(1, 2), (1,), ()], key=len))
print(sorted([2.5, 1, True, -0.5]), sorted(x for x in [3, 1, 2]), sorted(map(str, [10, 2])))
scores = {"ann": 91, "bob": 78, "cid": 91, "dee": 85}
ranking = sorted(scores, key=lambda n: (-scores[n], n))
print(ranking, [scores[n] for n in ranking])
