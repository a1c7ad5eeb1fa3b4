# Checks copying every row of a grid of shared rows (10**10 cells) stops at the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
grid = [[0] * 10**5] * 10**5
copy = [row[:] for row in grid]
