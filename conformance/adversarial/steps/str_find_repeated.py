# Checks str.find over a megabyte, repeated, is charged per character scanned
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
s = 'a' * 10**6
for _ in range(10**6):
    s.find('b')
