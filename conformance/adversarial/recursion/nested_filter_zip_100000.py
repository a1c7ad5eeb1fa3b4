# Checks 100 000 nested filter/zip/enumerate objects raise RecursionError when consumed
# expect: prefix RecursionError: maximum recursion depth exceeded
it = [1]
for i in range(100000):
    it = (filter(None, it), zip(it), enumerate(it))[i % 3]
print(list(it))
