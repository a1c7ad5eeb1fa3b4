# Checks printing 1000-char lines 10 000 times is truncated at the output limit and the run completes
# limits: output=4KiB
# expect: ok
# stdout-ends: \n[output truncated: limit of 4.0 KiB reached]\n
for _ in range(10**4):
    print('x' * 1000)
