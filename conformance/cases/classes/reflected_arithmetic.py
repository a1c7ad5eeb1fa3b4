# Checks reflected arithmetic dunders (__radd__, __rmul__, __rsub__, __rtruediv__) and dispatch order.
log = []

class Num:
    def __init__(self, v):
        self.v = v

    def __add__(self, other):
        log.append("add")
        if isinstance(other, Num):
            return Num(self.v + other.v)
        if isinstance(other, int):
            return Num(self.v + other)
        return NotImplemented

    def __radd__(self, other):
        log.append("radd")
        if isinstance(other, int):
            return Num(other + self.v)
        return NotImplemented

    def __mul__(self, other):
        log.append("mul")
        return Num(self.v * (other.v if isinstance(other, Num) else other))

    def __rmul__(self, other):
        log.append("rmul")
        return Num(other * self.v)

    def __sub__(self, other):
        log.append("sub")
        return Num(self.v - (other.v if isinstance(other, Num) else other))

    def __rsub__(self, other):
        log.append("rsub")
        return Num(other - self.v)

    def __repr__(self):
        return f"Num({self.v})"

def show(label, thunk):
    log.clear()
    try:
        print(label, thunk(), log)
    except TypeError as e:
        print(label, "TypeError:", e, log)

show("N+1", lambda: Num(2) + 1)
show("1+N", lambda: 1 + Num(2))
show("3*N", lambda: 3 * Num(4))
show("N*3", lambda: Num(4) * 3)
show("10-N", lambda: 10 - Num(4))
show("sum", lambda: sum([Num(1), Num(2), Num(3)]))
show("str*N", lambda: "ab" * Num(2))
show("str+N", lambda: "x" + Num(1))
show("N+str", lambda: Num(1) + "x")

class Sub(Num):
    def __radd__(self, other):
        log.append("Sub.radd")
        return Num(1000)

show("Num+Sub", lambda: Num(1) + Sub(2))
show("Sub+Num", lambda: Sub(2) + Num(1))

class Scalar:
    def __init__(self, v):
        self.v = v

    def __rmul__(self, seq):
        return [x * self.v for x in seq]

print([1, 2, 3] * Scalar(10), (4, 5) * Scalar(2), [1, 2] * 2)

class OnlyR:
    def __radd__(self, other):
        return f"radd({other!r})"

print(5 + OnlyR(), "s" + OnlyR(), [1] + OnlyR())
show("OnlyR+5", lambda: OnlyR() + 5)
