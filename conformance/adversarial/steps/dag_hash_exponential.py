# Checks hash of a 100-level DAG of shared tuples (2**100 hashes) is charged per element
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
t = ()
for _ in range(100):
    t = (t, t)
print(hash(t))
