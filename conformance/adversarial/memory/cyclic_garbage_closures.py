# Checks closures that capture themselves, dropped in a loop, are collected
# limits: memory=16MiB steps=0
# expect: ok
# stdout-ends: done 49999\n
def make(n):
    data = [n] * 50
    def again():
        return again, data
    return again
for i in range(50000):
    make(i)
print('done', i)
