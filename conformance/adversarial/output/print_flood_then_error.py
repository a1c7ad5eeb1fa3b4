# Checks an error after the output limit is still reported, with the notice ending the output
# limits: output=4KiB
# expect: ValueError: after the flood
# stdout-ends: \n[output truncated: limit of 4.0 KiB reached]\n
for _ in range(100):
    print('y' * 100)
raise ValueError('after the flood')
