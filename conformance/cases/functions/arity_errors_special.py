# Checks TypeError messages for positional-only, keyword-only and lambda arity errors.
def po(a, b, /, c):
    return a, b, c

def ko(*, key, flag=False):
    return key, flag

def many(a, b, c, d):
    return a

lam = lambda x, y: x + y

def nothing_allowed():
    return None

def try_call(label, thunk):
    try:
        print(label, "ok", thunk())
    except TypeError as e:
        print(label, "->", e)

try_call("po kw", lambda: po(1, b=2, c=3))
try_call("po both kw", lambda: po(a=1, b=2, c=3))
try_call("po ok", lambda: po(1, 2, c=3))
try_call("ko pos", lambda: ko(1))
try_call("ko missing", lambda: ko())
try_call("ko missing2", lambda: ko(flag=True))
try_call("ko extra", lambda: ko(key=1, other=2))
try_call("many 2", lambda: many(1, 2))
try_call("many 1", lambda: many(1))
try_call("many 0", lambda: many())
try_call("many 6", lambda: many(1, 2, 3, 4, 5, 6))
try_call("lam 1", lambda: lam(1))
try_call("lam 3", lambda: lam(1, 2, 3))
try_call("lam kw", lambda: lam(1, z=2))
try_call("nothing 1", lambda: nothing_allowed(1))
try_call("nothing 2", lambda: nothing_allowed(1, 2))

def opt(a, b=1):
    return a + b

try_call("opt 3", lambda: opt(1, 2, 3))
try_call("opt 0", lambda: opt())
try_call("opt dup", lambda: opt(1, 2, b=3))
