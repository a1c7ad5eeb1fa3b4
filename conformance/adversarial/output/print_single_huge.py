# Checks one 10 MB print is truncated at the output limit
# limits: output=4KiB
# expect: ok
# stdout-ends: \n[output truncated: limit of 4.0 KiB reached]\n
print('x' * 10**7)
