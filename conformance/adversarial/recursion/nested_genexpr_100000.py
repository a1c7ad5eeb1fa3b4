# Checks 100 000 nested generator expressions raise RecursionError when consumed (CPython crashes)
# expect: prefix RecursionError: maximum recursion depth exceeded
it = iter([1])
for _ in range(100000):
    it = (x for x in it)
print(list(it))
