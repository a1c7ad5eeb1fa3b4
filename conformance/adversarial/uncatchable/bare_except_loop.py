# Checks a bare except with continue around a memory bomb does not catch the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
# stdout-ends: before\n
print('before')
while True:
    try:
        s = 'a' * 10**10
    except:
        print('caught')
        continue
