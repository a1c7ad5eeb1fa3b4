from itertools import product, permutations, combinations, combinations_with_replacement

sizes = ["S", "M"]
colors = ["red", "blue", "green"]
print([f"{s}-{c}" for s, c in product(sizes, colors)])
print(list(product([0, 1], repeat=3)))
print(len(list(permutations(range(5), 3))), list(permutations("abc", 2)))
print(list(combinations([1, 2, 3, 4], 2)), list(combinations([1, 2], 3)))
print(list(combinations_with_replacement("ab", 3)))
coins = [1, 5, 10, 25]
ways = [c for r in range(1, 4) for c in combinations_with_replacement(coins, r) if sum(c) == 30]
print(ways)
print(list(product()), list(permutations([])), list(combinations("", 0)))
try:
    list(permutations("abc", -1))
except ValueError as e:
    print("ValueError", e)
try:
    list(product([1], repeat=-1))
except ValueError as e:
    print("ValueError", e)
