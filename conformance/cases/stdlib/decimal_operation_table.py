"""A table of operations over many operands, precisions and rounding modes, made by a fixed
linear congruential sequence: each line shows an operation's result and the flags it set."""
from decimal import Decimal, Context

modes = ["ROUND_UP", "ROUND_DOWN", "ROUND_CEILING", "ROUND_FLOOR", "ROUND_HALF_UP", "ROUND_HALF_DOWN", "ROUND_HALF_EVEN", "ROUND_05UP"]
operands = [
    "0", "-0", "1", "-1", "2", "10", "0.1", "0.5", "-2.5", "3.14159", "123456789", "-987654.321", "9.999", "1E+5", "1E-5",
    "12345678901234567890123456789", "0.000123", "7E+20", "-3E-20", "99.95", "5E-8", "Infinity", "-Infinity", "NaN", "1.000",
]
ops = ["add", "subtract", "multiply", "divide", "divide_int", "remainder", "remainder_near", "power", "quantize", "compare", "max", "min", "fma", "sqrt", "exp", "ln", "log10", "normalize", "plus", "minus", "to_integral_exact", "logb", "next_plus", "scaleb"]
state = 12345


def next_index(n):
    global state
    state = (state * 1103515245 + 12345) % 2147483648
    return (state >> 8) % n


for line in range(700):
    prec = [1, 2, 3, 5, 9, 16, 28, 34][next_index(8)]
    emax = [9, 99, 999999][next_index(3)]
    ctx = Context(prec=prec, rounding=modes[next_index(8)], Emax=emax, Emin=-emax, clamp=next_index(4) // 3, traps=[])
    op = ops[next_index(len(ops))]
    a = Decimal(operands[next_index(len(operands))])
    b = Decimal(operands[next_index(len(operands))])
    c = Decimal(operands[next_index(len(operands))])
    if op in ("power", "scaleb") and next_index(2):
        b = Decimal(next_index(21) - 10)
    if op == "quantize":
        b = Decimal("1E%d" % (next_index(13) - 6))
    if op == "fma":
        result = ctx.fma(a, b, c)
    elif op in ("sqrt", "exp", "ln", "log10", "normalize", "plus", "minus", "to_integral_exact", "logb", "next_plus"):
        if op == "exp" and a.is_finite() and a.adjusted() > 3:
            a = Decimal(3)
        result = getattr(ctx, op)(a)
    else:
        result = getattr(ctx, op)(a, b)
    print(line, op, prec, ctx.rounding, repr(result), [k.__name__ for k, v in ctx.flags.items() if v])
