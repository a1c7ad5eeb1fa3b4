from fractions import Fraction

prices = [Fraction("19.99"), Fraction("5.01"), Fraction("0.10")]
total = sum(prices)
print(total, float(total), sum(prices, Fraction(0)))
share = total / 3
print(share, round(share, 2), float(round(share, 2)), round(share))
tax = total * Fraction(8, 100)
print(tax, round(tax, 2), f"{float(round(tax, 2)):.2f}")
split = [Fraction(1, 3)] * 3
print(sum(split) == 1, sum([0.1] * 10) == 1, sum([Fraction(1, 10)] * 10) == 1)
print(Fraction(3, 4).limit_denominator(2), Fraction(3.1415926535).limit_denominator(1000))
print(Fraction("1/3") + Fraction("2/3"), Fraction("  -7/21 "), Fraction("1e-2"), Fraction(-0.5))
print(Fraction(7, 2).numerator, Fraction(7, 2).denominator, Fraction(6, -4), Fraction(0, 5))
print(Fraction(7, 2) // 1, Fraction(7, 2) % 1, divmod(Fraction(7, 2), Fraction(1, 3)))
print(Fraction(2, 3) ** 2, Fraction(4, 9) ** -1, Fraction(1, 4) ** 0.5, 2 ** Fraction(2))
print(Fraction(1, 3) < 0.34, Fraction(1, 2) == 0.5, Fraction(5, 1) == 5, hash(Fraction(5)) == hash(5))
print(repr(Fraction(1, 3)), str(Fraction(4, 2)), Fraction(1, 3).as_integer_ratio())
