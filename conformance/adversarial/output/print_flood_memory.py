# Checks 200 MB of printed text past the output limit does not accumulate in memory
# limits: output=4KiB memory=16MiB steps=0
# expect: ok
# stdout-ends: \n[output truncated: limit of 4.0 KiB reached]\n
for _ in range(2 * 10**4):
    print('x' * 10**4)
