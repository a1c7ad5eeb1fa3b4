# Checks break in finally does not swallow the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
for _ in range(3):
    try:
        s = 'a' * 10**10
    finally:
        break
print('escaped')
