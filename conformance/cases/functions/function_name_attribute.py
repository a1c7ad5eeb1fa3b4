# Checks __name__ of functions, lambdas, nested functions and builtins.
def alpha():
    pass

def outer():
    def inner_helper():
        return 1
    return inner_helper

lam = lambda: 0
print(alpha.__name__)
print(outer.__name__)
print(outer().__name__)
print(lam.__name__)
print(len.__name__, print.__name__, sorted.__name__)
print(type(alpha).__name__, type(lam).__name__)
print(callable(alpha), callable(lam), callable(5))

funcs = [alpha, outer, lam, len, abs]
print([f.__name__ for f in funcs])

def named(fn):
    return "fn:" + fn.__name__

print(named(max), named(alpha))
print(alpha() is None)
alias = alpha
print(alias.__name__, alias is alpha, alias == alpha)

def alpha():
    return "redefined"

print(alias(), alpha(), alias is alpha, alpha.__name__)

def make_named(tag):
    def worker():
        return tag
    return worker

w1 = make_named("one")
w2 = make_named("two")
print(w1.__name__, w2.__name__, w1(), w2(), w1 is w2)
table = {fn.__name__: fn for fn in [min, max, sum, make_named]}
print(list(table))
print(table["sum"]([1, 2, 3]), table["make_named"]("x")())
