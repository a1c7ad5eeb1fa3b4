# Checks 100 000 nested map objects raise RecursionError when consumed (CPython crashes)
# expect: prefix RecursionError: maximum recursion depth exceeded
it = [1]
for _ in range(100000):
    it = map(abs, it)
print(list(it))
