# Checks print of a 100-level DAG of shared lists stops at the memory limit, not in the output buffer
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
x = []
for _ in range(100):
    x = [x, x]
print(x)
