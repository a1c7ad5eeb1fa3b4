# Checks appending 1000-element rows forever stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
rows = []
while True:
    rows.append([0] * 1000)
