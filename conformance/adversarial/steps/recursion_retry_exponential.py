# Checks recursing again from every RecursionError handler (exponential) stops at the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
def f():
    try:
        f()
    except RecursionError:
        f()
f()
