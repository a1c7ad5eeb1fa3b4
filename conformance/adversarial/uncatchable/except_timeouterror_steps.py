# Checks except TimeoutError does not catch the step limit
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
# stdout-ends: before\n
print('before')
try:
    while True:
        pass
except TimeoutError:
    print('caught')
