# Checks == on two 100-level DAGs of shared lists (2**100 comparisons) is charged per comparison
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
a = []
b = []
for _ in range(100):
    a = [a, a]
    b = [b, b]
print(a == b)
