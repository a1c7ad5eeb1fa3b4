# Fractions made from Decimals (exactly) and statistics over Decimal data, as the documentation's
# examples use them.
import statistics
from decimal import Decimal
from fractions import Fraction

print(Fraction(Decimal("1.1")), Fraction(Decimal("-0.125")), Fraction(Decimal("3E+2")))
print(Fraction.from_decimal(Decimal("2.5")), Fraction.from_decimal(7))
for bad in [Decimal("NaN"), Decimal("Infinity")]:
    try:
        Fraction(bad)
    except (ValueError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    Fraction.from_decimal(1.5)
except TypeError as e:
    print(e)

data = [Decimal("0.5"), Decimal("0.75"), Decimal("0.625"), Decimal("0.375")]
print(statistics.mean(data), statistics.median(data), statistics.fmean(data))
print(statistics.mean([Decimal("1.5"), Decimal("2")]), statistics.variance(data), statistics.stdev(data))
print(statistics.mean([Fraction(3, 7), Fraction(1, 21), Fraction(5, 3), Fraction(1, 3)]))
print(statistics.harmonic_mean([Decimal("2.5"), Decimal("3")]), statistics.pvariance(data), statistics.median_low(data))
print(statistics.pstdev(data), statistics.stdev([Decimal(1), Decimal(2), Decimal(4)]))
import math
print(math.sqrt(Decimal(2)), math.fsum(data), math.isclose(Fraction(1, 3), 1 / 3), math.floor(Decimal("-2.5")))
