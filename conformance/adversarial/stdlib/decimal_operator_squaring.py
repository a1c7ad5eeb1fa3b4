# Checks that squaring a Decimal again and again at MAX_PREC (the operators' native path, big coefficients) stops at the time limit as soon as the next product's estimated time would pass it, before the memory runs out
# limits: steps=0 memory=64MiB time=2
# expect: TimeoutError: time limit of 2.0 seconds exceeded
import decimal

context = decimal.getcontext()
context.prec = decimal.MAX_PREC
context.Emax = decimal.MAX_EMAX
x = decimal.Decimal(7)
for _ in range(64):
    x = x * x
print("never printed")
