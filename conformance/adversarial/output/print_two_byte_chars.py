# Checks truncation of two-byte characters does not split a character
# limits: output=4KiB
# expect: ok
# stdout-ends: \n[output truncated: limit of 4.0 KiB reached]\n
print('é' * 10**5)
