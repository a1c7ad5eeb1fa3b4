# Checks a million-deep nested list dropped by rebinding is collected while the program goes on
# limits: memory=512MiB
# expect: ok
# stdout-ends: replaced\n
x = []
for _ in range(1000000):
    x = [x]
x = None
y = [0] * 1000
print('replaced')
