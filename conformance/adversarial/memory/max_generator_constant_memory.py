# Checks max() and min() over 3-million-item generators need constant memory, as in CPython
# limits: memory=16MiB steps=0 time=30
# expect: ok
# stdout-ends: 999 -2999999\n
print(max(i % 1000 for i in range(3 * 10**6)), min(-i for i in range(3 * 10**6)))
