# Checks a file that fails to parse because it assigns to a literal.
limit = 10
values = list(range(limit))
print("never printed")


def is_even(n):
    return n % 2 == 0


evens = [v for v in values if is_even(v)]
print(evens)
1 = limit
print(limit)
print("done")
