from dataclasses import dataclass, field, fields, asdict, is_dataclass

try:
    @dataclass
    class Bad:
        x: int = 0
        y: int
except TypeError as e:
    print("TypeError", e)
try:
    @dataclass
    class Bad2:
        items: list = []
except ValueError as e:
    print("ValueError", e)
try:
    field(default=1, default_factory=list)
except ValueError as e:
    print("ValueError", e)
try:
    asdict(3)
except TypeError as e:
    print("TypeError", e)
try:
    fields(object())
except TypeError as e:
    print("TypeError", e)


@dataclass
class P:
    x: int


print(is_dataclass(P), is_dataclass(P(1)), is_dataclass(3))
try:
    P(1) < P(2)
except TypeError as e:
    print("TypeError", e)
print(P(1) == (1,), P(1) != P(2), repr(P(x="s")))
try:
    @dataclass(order=True)
    class Q:
        x: int
        def __lt__(self, other):
            return True
except TypeError as e:
    print("TypeError", e)
