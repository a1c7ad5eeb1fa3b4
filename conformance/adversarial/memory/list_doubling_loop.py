# Checks x = x + x in a loop stops at the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
x = [0]
while True:
    x = x + x
