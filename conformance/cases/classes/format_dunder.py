# Checks __format__ with custom format specs used by format(), f-strings and str.format.
class Money:
    def __init__(self, cents, currency="USD"):
        self.cents = cents
        self.currency = currency

    def __format__(self, spec):
        amount = self.cents / 100
        if spec == "":
            return f"{amount:.2f} {self.currency}"
        if spec == "short":
            return f"{round(amount)}{self.currency[0]}"
        if spec.startswith("w"):
            return f"{amount:.2f}".rjust(int(spec[1:]), ".")
        return format(amount, spec)

    def __str__(self):
        return f"Money({self.cents})"

    def __repr__(self):
        return f"Money({self.cents!r}, {self.currency!r})"

m = Money(123456)
print(format(m), format(m, "short"), format(m, "w12"), format(m, ",.1f"))
print(f"{m}|{m:short}|{m:w10}|{m:>12,.2f}|{m!s}|{m!r}")
print("{0} / {0:short} / {1:w8}".format(m, Money(5)))
print("{:.0f}".format(m), str(m), "%s" % m)
width = 14
print(f"{m:w{width}}")

class Plain:
    def __str__(self):
        return "plain"

print(format(Plain()), f"{Plain()}", "{}".format(Plain()))
try:
    format(Plain(), ">10")
except TypeError as e:
    print("TypeError:", e)
try:
    f"{Plain():x}"
except TypeError as e:
    print("TypeError:", e)

class Percent:
    def __init__(self, ratio):
        self.ratio = ratio

    def __format__(self, spec):
        digits = int(spec) if spec else 0
        return f"{self.ratio * 100:.{digits}f}%"

rows = [("cpu", Percent(0.4567)), ("mem", Percent(0.9)), ("disk", Percent(0.12345))]
for name, pct in rows:
    print(f"{name:<6}{pct:1} {pct} {pct:3}")

class BadFormat:
    def __format__(self, spec):
        return 5

try:
    format(BadFormat())
except TypeError as e:
    print("TypeError:", e)

class Sub(Money):
    def __format__(self, spec):
        return "sub:" + super().__format__(spec)

print(f"{Sub(250):short} {Sub(99)}")
print(format(3.14159, ".2f"), format(42, "08b"), format("x", "^5"))
