# Checks 100 000 classes each inheriting the previous (quadratic MRO work) stop at the step limit
# limits: steps=1000000 time=30
# expect: TimeoutError: step limit of 1000000 steps exceeded
cls = object
for i in range(100000):
    cls = type('C%d' % i, (cls,), {})
