# Checks __repr__ and __str__ as used by print, str, repr, f-strings, format and containers.
class Money:
    def __init__(self, amount, currency="USD"):
        self.amount = amount
        self.currency = currency

    def __repr__(self):
        return f"Money({self.amount!r}, {self.currency!r})"

    def __str__(self):
        return f"{self.amount:.2f} {self.currency}"

m = Money(12.5)
print(m)
print(str(m), repr(m))
print(f"{m}", f"{m!r}", f"{m!s}", f"[{m}]")
print("%s / %r" % (m, m))
print("{} {!r}".format(m, m))
print([m, Money(1, "EUR")])
print({"total": m})
print((m,))
print(str([m]))

class OnlyRepr:
    def __init__(self, v):
        self.v = v

    def __repr__(self):
        return f"OnlyRepr<{self.v}>"

o = OnlyRepr(3)
print(o, str(o), repr(o), f"{o}", [o])

class OnlyStr:
    def __str__(self):
        return "only-str"

os_ = OnlyStr()
print(os_, str(os_), f"{os_}")
print(repr(os_).startswith("<__main__.OnlyStr object at 0x"))

class Tree:
    def __init__(self, value, children=()):
        self.value = value
        self.children = list(children)

    def __repr__(self):
        if not self.children:
            return f"Tree({self.value!r})"
        return f"Tree({self.value!r}, {self.children!r})"

print(Tree("root", [Tree("a"), Tree("b", [Tree("c")])]))

class Quoted:
    def __init__(self, s):
        self.s = s

    def __repr__(self):
        return f"Quoted({self.s!r})"

    def __str__(self):
        return self.s

q = Quoted("it's")
print(q, repr(q), [q], f"{q!r:>20}|", f"{str(q):*^9}")
print(str(q) + "!", len(repr(q)))

class Sub(Money):
    pass

print(Sub(3), repr(Sub(3)))

class BadRepr:
    def __repr__(self):
        return 42

try:
    repr(BadRepr())
except TypeError as e:
    print("TypeError:", e)
