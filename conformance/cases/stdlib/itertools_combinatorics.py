import itertools

print(list(itertools.product("AB", "xy")))
print(list(itertools.product(range(2), repeat=3)))
print(list(itertools.product()))
print(list(itertools.product("ab", [])))
print(len(list(itertools.product(range(4), range(5), range(3)))))
print(list(itertools.permutations("ABC")))
print(list(itertools.permutations(range(4), 2)))
print(list(itertools.permutations("AB", 3)), list(itertools.permutations("", 0)))
print(list(itertools.combinations("ABCD", 2)))
print(list(itertools.combinations(range(5), 3)))
print(list(itertools.combinations("AB", 3)), list(itertools.combinations("AB", 0)))
print(list(itertools.combinations_with_replacement("ABC", 2)))
print(list(itertools.combinations_with_replacement("", 2)), list(itertools.combinations_with_replacement("", 0)))
for call in [lambda: itertools.combinations("ab", -1), lambda: itertools.product("a", repeat=-1), lambda: itertools.permutations("ab", -1)]:
    try:
        list(call())
    except ValueError as e:
        print("ValueError", e)
