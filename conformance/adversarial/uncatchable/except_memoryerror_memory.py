# Checks except MemoryError around a memory bomb does not catch the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
# stdout-ends: before\n
print('before')
try:
    items = [0] * 10**10
except MemoryError:
    print('caught')
