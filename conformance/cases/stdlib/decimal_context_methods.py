"""Context methods: arithmetic in a given context (add, divide, power, ...), conversions
(create_decimal, create_decimal_from_float, _apply), and predicates, with int operands."""
from decimal import Decimal, Context, getcontext, ROUND_HALF_UP, ROUND_DOWN, Inexact, Rounded

ctx = Context(prec=6, rounding=ROUND_HALF_UP)
print(ctx.add(1, Decimal("2.5")), ctx.subtract(10, Decimal("0.001")), ctx.multiply(Decimal("123.456"), 789), ctx.divide(1, 7), ctx.divide_int(100, 7))
print(ctx.remainder(100, 7), ctx.remainder_near(100, 7), ctx.divmod(100, 7), ctx.power(2, 30), ctx.power(2, Decimal("0.5")), ctx.power(3, 4, 5))
print(ctx.abs(-5), ctx.minus(5), ctx.plus(Decimal("1.23456789")), ctx.sqrt(2), ctx.exp(1), ctx.ln(10), ctx.log10(2), ctx.logb(1000))
print(ctx.compare(1, 2), ctx.compare_signal(2, 1), ctx.compare_total(1, Decimal("1.0")), ctx.compare_total_mag(-2, 1), ctx.max(1, 2), ctx.min(1, 2), ctx.max_mag(-3, 2), ctx.min_mag(-3, 2))
print(ctx.copy_abs(-1), ctx.copy_negate(1), ctx.copy_sign(1, -2), ctx.copy_decimal(5), ctx.canonical(Decimal(5)), ctx.fma(2, 3, 4), ctx.quantize(Decimal("1.23456"), Decimal("0.01")))
print(ctx.to_sci_string(Decimal("1E+7")), ctx.to_eng_string(Decimal("1E+7")), ctx.to_integral_value(Decimal("2.5")), ctx.to_integral_exact(Decimal("2.5")), ctx.to_integral(Decimal("-2.5")))
print(ctx.normalize(Decimal("1.2000")), ctx.next_plus(1), ctx.next_minus(1), ctx.next_toward(1, 0), ctx.scaleb(1, 3), ctx.shift(12, 2), ctx.rotate(12, 2), ctx.number_class(-1))
print(ctx.is_finite(1), ctx.is_infinite(1), ctx.is_nan(1), ctx.is_qnan(1), ctx.is_snan(1), ctx.is_signed(-1), ctx.is_zero(0), ctx.is_normal(1), ctx.is_subnormal(1), ctx.is_canonical(Decimal(1)))
print(ctx.logical_and(1100, 1010), ctx.logical_or(1100, 1010), ctx.logical_xor(1100, 1010), ctx.logical_invert(101), ctx.same_quantum(1, 2), ctx.radix())
print(ctx.create_decimal("3.14159265358979"), ctx.create_decimal(123456789), ctx.create_decimal(Decimal("1.0000005")), ctx.create_decimal((0, (1, 2, 3, 4, 5, 6, 7), -3)))
print(ctx.create_decimal(), ctx.create_decimal("1000.5"), ctx.create_decimal_from_float(0.1), ctx.create_decimal(1.5), ctx._apply(Decimal("9.87654321")))
print(ctx.flags[Inexact], ctx.flags[Rounded], [k.__name__ for k, v in ctx.flags.items() if v])
small = Context(prec=2, rounding=ROUND_DOWN, Emax=3, Emin=-3, traps=[])
print(small.create_decimal("123"), small.create_decimal("99999"), small.create_decimal("1E-5"), small.create_decimal("0.0009"), small.add(Decimal("9E+3"), Decimal("9E+3")))
print(small.create_decimal("NaN123"), small.create_decimal("nonsense"), small.create_decimal(" 1"), small.create_decimal("1_0"), small)
for op in [lambda: ctx.add(1.5, 1), lambda: ctx.divide(1, "2"), lambda: ctx.sqrt(None), lambda: ctx.create_decimal([1, 2])]:
    try:
        print(op())
    except (TypeError, ValueError) as e:
        print(type(e).__name__, e)
print(getcontext().prec, getcontext().flags[Inexact] in (True, False))
