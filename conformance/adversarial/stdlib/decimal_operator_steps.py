# Checks that big-coefficient Decimal products are charged as steps, so a step limit stops a loop of them
# limits: steps=1000000 memory=256MiB time=10
# expect: TimeoutError: step limit of 1000000 steps exceeded
import decimal

context = decimal.getcontext()
context.prec = decimal.MAX_PREC
context.Emax = decimal.MAX_EMAX
x = decimal.Decimal(3) ** 200000
for _ in range(100000):
    y = x * x
print("never printed")
