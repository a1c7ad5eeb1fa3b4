# Checks a hundred thousand one-character prints are truncated at the output limit
# limits: output=4KiB
# expect: ok
# stdout-ends: \n[output truncated: limit of 4.0 KiB reached]\n
for i in range(10**5):
    print('a', end='')
