from dataclasses import dataclass, field, FrozenInstanceError, InitVar


@dataclass(frozen=True)
class Money:
    amount: int
    currency: str = "USD"

    def __add__(self, other):
        if self.currency != other.currency:
            raise ValueError(f"currency mismatch: {self.currency} vs {other.currency}")
        return Money(self.amount + other.amount, self.currency)


m = Money(5) + Money(7)
print(m, hash(m) == hash(Money(12)), {Money(1), Money(1)} == {Money(1)})
try:
    m.amount = 3
except FrozenInstanceError as e:
    print("FrozenInstanceError", e)
try:
    del m.currency
except FrozenInstanceError as e:
    print("FrozenInstanceError", e)
try:
    Money(1) + Money(1, "EUR")
except ValueError as e:
    print("ValueError", e)


@dataclass
class Rect:
    w: float
    h: float
    scale: InitVar[float] = 1.0
    area: float = field(init=False, repr=False)

    def __post_init__(self, scale):
        self.w *= scale
        self.h *= scale
        self.area = self.w * self.h


r = Rect(2, 3, 2.0)
print(r, r.area, Rect(1, 1).area)
print(issubclass(FrozenInstanceError, AttributeError))
