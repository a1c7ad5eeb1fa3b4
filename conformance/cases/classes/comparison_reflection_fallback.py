# Checks comparison fallback to the reflected method (a < b tries b.__gt__) and NotImplemented handling.
log = []

class Left:
    def __init__(self, v):
        self.v = v

    def __lt__(self, other):
        log.append("Left.__lt__")
        return NotImplemented

    def __repr__(self):
        return f"L{self.v}"

class Right:
    def __init__(self, v):
        self.v = v

    def __gt__(self, other):
        log.append("Right.__gt__")
        return self.v > other.v

    def __le__(self, other):
        log.append("Right.__le__")
        return self.v <= other.v

    def __ge__(self, other):
        log.append("Right.__ge__")
        return self.v >= other.v

    def __repr__(self):
        return f"R{self.v}"

def show(label, thunk):
    log.clear()
    try:
        print(label, thunk(), log)
    except TypeError as e:
        print(label, "TypeError:", e, log)

show("L1<R2", lambda: Left(1) < Right(2))
show("L3<R2", lambda: Left(3) < Right(2))
show("R2>L1", lambda: Right(2) > Left(1))
show("L1>=R2", lambda: Left(1) >= Right(2))
show("L1<=R2", lambda: Left(1) <= Right(2))
show("L1>R2", lambda: Left(1) > Right(2))
show("R1<L2", lambda: Right(1) < Left(2))
show("L1<L2", lambda: Left(1) < Left(2))
show("R3<R5", lambda: Right(3) < Right(5))
show("R3>=R5", lambda: Right(3) >= Right(5))

class Temp:
    def __init__(self, deg):
        self.deg = deg

    def __lt__(self, other):
        if isinstance(other, Temp):
            return self.deg < other.deg
        if isinstance(other, (int, float)):
            return self.deg < other
        return NotImplemented

    def __repr__(self):
        return f"Temp({self.deg})"

print(Temp(5) < 10, 10 > Temp(5), 3 > Temp(5))
print(sorted([Temp(30), Temp(10), Temp(20)]))
print(max([Temp(1), Temp(9), Temp(4)]))
show("Temp<str", lambda: Temp(1) < "hot")
show("str>Temp", lambda: "hot" > Temp(1))

class SubTemp(Temp):
    def __gt__(self, other):
        log.append("SubTemp.__gt__")
        return True

show("Temp<SubTemp", lambda: Temp(100) < SubTemp(0))
show("SubTemp>Temp", lambda: SubTemp(0) > Temp(100))
print(Left(1) == Left(1), Left(1) != Right(1))
