# Checks zero padding with grouping to 300000 characters takes linear time
# limits: time=1 steps=0
# expect: ok
for _ in range(3):
    s = f'{1:0300000,}'
assert len(s) == 300001
