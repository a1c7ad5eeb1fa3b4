# Checks '%.10000000d' zero-pads in linear time
# limits: time=1 steps=0
# expect: ok
for _ in range(3):
    s = '%.10000000d' % 1
assert len(s) == 10000000
