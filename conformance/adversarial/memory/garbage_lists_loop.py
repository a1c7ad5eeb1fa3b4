# Checks short-lived 800 KB lists built in a loop are collected (1.6 GB of garbage in 16 MiB)
# limits: memory=16MiB steps=0
# expect: ok
# stdout-ends: 2000\n
total = 0
for i in range(2000):
    row = [i] * 100000
    total += len(row) > 0
print(total)
