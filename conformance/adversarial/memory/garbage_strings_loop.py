# Checks short-lived 1 MB strings built in a loop are collected (1 GB of garbage in 16 MiB)
# limits: memory=16MiB steps=0
# expect: ok
# stdout-ends: 1000\n
total = 0
for i in range(1000):
    s = str(i) * 200000
    total += len(s) > 0
print(total)
