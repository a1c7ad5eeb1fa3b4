"""hash(Decimal) equals the hash of the equal int, float and Fraction, so Decimals mix with
them in sets and dict keys; signaling NaNs cannot be hashed."""
from decimal import Decimal
from fractions import Fraction

for text in ["0", "-0", "1", "1.0", "1.000", "-1", "2.5", "0.1", "0.5", "123456789012345678901234567890", "1E+30", "1E-30", "-7.25", "Infinity", "-Infinity", "3.14159", "1E+1000", "1E-1000"]:
    d = Decimal(text)
    print(text, hash(d), hash(d) == hash(float(d)) if d.is_finite() and abs(d) < Decimal("1E300") and float(d) == d else "-")
print(hash(Decimal(1)) == hash(1), hash(Decimal("2.5")) == hash(2.5), hash(Decimal("0.5")) == hash(Fraction(1, 2)), hash(Decimal("1.5")) == hash(Fraction(3, 2)))
print(hash(Decimal("0.1")) == hash(Fraction(1, 10)), hash(Decimal(10**20)) == hash(10**20), hash(Decimal(-1)), hash(Decimal(-2)))
print(len({Decimal("1"), Decimal("1.0"), Decimal("1.00"), 1, 1.0, Fraction(1)}))
print(len({Decimal("0.1"), 0.1}), len({Decimal("0.5"), 0.5, Fraction(1, 2)}))
prices = {Decimal("9.99"): "basic", Decimal("19.990"): "pro"}
print(prices[Decimal("9.990")], prices.get(Decimal("19.99")), Decimal("19.99") in prices, 9.99 in prices)
counts = {}
for amount in ["1.50", "1.5", "2", "2.00", "1.500", "3"]:
    counts[Decimal(amount)] = counts.get(Decimal(amount), 0) + 1
print(counts)
try:
    hash(Decimal("sNaN"))
except TypeError as e:
    print(type(e).__name__, e)
nan = Decimal("NaN")
print(hash(nan) == hash(nan), {nan: 1}[nan])
