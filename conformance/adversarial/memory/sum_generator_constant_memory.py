# Checks sum() over a 3-million-item generator needs constant memory, as in CPython
# limits: memory=16MiB
# expect: ok
# stdout-ends: 3000000\n
print(sum(1 for _ in range(3 * 10**6)))
