# Checks self-referencing lists dropped in a loop are collected, so 100 MB of garbage fits in 16 MiB
# limits: memory=16MiB steps=0
# expect: ok
# stdout-ends: done 99999\n
for i in range(100000):
    a = [i] * 50
    b = [a]
    a.append(b)
print('done', i)
