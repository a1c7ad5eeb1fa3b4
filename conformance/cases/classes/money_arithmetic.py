# Checks a Money class with __add__ returning NotImplemented, __mul__, __truediv__ and __neg__, plus TypeErrors.
class Money:
    def __init__(self, cents):
        self.cents = cents

    def __add__(self, other):
        if isinstance(other, Money):
            return Money(self.cents + other.cents)
        return NotImplemented

    def __sub__(self, other):
        return Money(self.cents - other.cents)

    def __mul__(self, factor):
        return Money(round(self.cents * factor))

    def __truediv__(self, parts):
        return [Money(self.cents // parts + (1 if i < self.cents % parts else 0)) for i in range(parts)]

    def __neg__(self):
        return Money(-self.cents)

    def __repr__(self):
        sign = "-" if self.cents < 0 else ""
        return f"{sign}${abs(self.cents) // 100}.{abs(self.cents) % 100:02d}"

price = Money(1999)
print(price + Money(1), price - Money(2000), price * 3, price * 0.5, -price)
print(Money(1000) / 3)
for label, thunk in [("price + 5", lambda: price + 5), ("5 + price", lambda: 5 + price),
                     ("price @ price", lambda: price @ price), ("~price", lambda: ~price),
                     ("price < price", lambda: price < price), ("price * price", lambda: price * price)]:
    try:
        print(label, "=", thunk())
    except TypeError as e:
        print(label, "-> TypeError:", e)

cart = [Money(250), Money(1999), Money(5)]
total = Money(0)
for item in cart:
    total = total + item
print(total, total * 1.08, total - Money(254), total / 4)
split = Money(1001) / 2
print(split, split[0] + split[1])
