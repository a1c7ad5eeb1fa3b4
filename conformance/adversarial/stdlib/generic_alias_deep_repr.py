# Checks repr of list[...] nested 50 000 deep ends with RecursionError
# expect: prefix RecursionError: maximum recursion depth exceeded
alias = int
for _ in range(50000):
    alias = list[alias]
repr(alias)
