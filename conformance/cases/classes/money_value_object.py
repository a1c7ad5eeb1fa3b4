"""A Money value class with __eq__, __hash__, __add__ and __repr__."""


class Money:
    def __init__(self, cents, currency="USD"):
        self.cents = cents
        self.currency = currency

    def __add__(self, other):
        if not isinstance(other, Money):
            return NotImplemented
        if other.currency != self.currency:
            raise ValueError(f"cannot add {other.currency} to {self.currency}")
        return Money(self.cents + other.cents, self.currency)

    def __radd__(self, other):
        if other == 0:
            return self
        return NotImplemented

    def __eq__(self, other):
        return isinstance(other, Money) and (self.cents, self.currency) == (other.cents, other.currency)

    def __hash__(self):
        return hash((self.cents, self.currency))

    def __repr__(self):
        return f"Money({self.cents / 100:.2f} {self.currency})"


wallet = [Money(150), Money(275), Money(5)]
print(sum(wallet))
print(Money(100) == Money(100), Money(100) == Money(100, "EUR"))
print(len({Money(1), Money(1), Money(2)}))
try:
    Money(1) + Money(1, "EUR")
except ValueError as error:
    print(type(error).__name__, error)
try:
    Money(1) + 5
except TypeError as error:
    print(type(error).__name__, error)
