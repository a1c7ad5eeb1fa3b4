# Checks repr of a 100-level DAG of shared lists (2**100 leaves) stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
x = []
for _ in range(100):
    x = [x, x]
s = repr(x)
