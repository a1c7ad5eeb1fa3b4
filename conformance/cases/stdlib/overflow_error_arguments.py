import math

for compute in [lambda: 2.0 ** 10000, lambda: 10.0 ** 400, lambda: math.exp(1000), lambda: math.pow(10, 1000)]:
    try:
        compute()
    except OverflowError as e:
        print(repr(e), e.args, str(e))
