# Checks a million-deep nested list is freed without recursion
# limits: memory=512MiB
# expect: ok
# stdout-ends: deleted\n
x = []
for _ in range(1000000):
    x = [x]
del x
print('deleted')
