# Checks lambda and def default capture time, mutable defaults and keyword-only lambdas.
funcs = []
for n in range(3):
    funcs.append(lambda x, n=n: x * n)
print([f(10) for f in funcs])

def append_to(item, bucket=[]):
    bucket.append(item)
    return bucket

print(append_to(1), append_to(2))
print(append_to.__defaults__)

def safe_append(item, bucket=None):
    bucket = [] if bucket is None else bucket
    bucket.append(item)
    return bucket

print(safe_append(1), safe_append(2))
scale = 2
f = lambda v, factor=scale: v * factor
scale = 100
print(f(3))
kw = lambda *, key="k", **rest: (key, sorted(rest))
print(kw(), kw(key="z", b=1, a=2))
compose = lambda f, g: lambda x: f(g(x))
inc_then_double = compose(lambda x: x * 2, lambda x: x + 1)
print(inc_then_double(4))
print(sorted(["bb", "a", "ccc"], key=lambda s: -len(s)))
print((lambda: "immediate")())
adders = {name: (lambda base: lambda x: base + x)(base) for name, base in [("one", 1), ("ten", 10)]}
print(adders["one"](5), adders["ten"](5))
