# Checks a dict doubled by update() in a loop stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
d = {0: 0}
while True:
    d.update({k + len(d): k for k in d})
