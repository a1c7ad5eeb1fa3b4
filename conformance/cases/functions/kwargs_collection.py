# Checks **kwargs collection into an insertion-ordered dict.
def show(**kw):
    print(type(kw).__name__, kw)
    for k, v in kw.items():
        print(" ", k, "->", v)
    return len(kw)

print(show())
print(show(a=1))
print(show(zeta=1, alpha=2, mid=3))

def build_url(base, **params):
    if not params:
        return base
    query = "&".join(f"{k}={v}" for k, v in params.items())
    return base + "?" + query

print(build_url("/search"))
print(build_url("/search", q="cats", page=2))
print(build_url("/x", sort="asc", limit=10, offset=0))

def everything(a, b=2, *args, c, d=4, **kwargs):
    return a, b, args, c, d, kwargs

print(everything(1, c=3))
print(everything(1, 2, 3, 4, c=5, e=6))
print(everything(a=1, c=3, z=26, y=25))

def merge(**kw):
    kw["added"] = True
    return kw

orig = {"x": 1}
res = merge(**orig)
print(res)
print(orig)

def opts(**kw):
    return sorted(kw)

print(opts(b=1, a=2, c=3))
