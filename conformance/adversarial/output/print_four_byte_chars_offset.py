# Checks truncation of four-byte characters at an odd offset does not split a character
# limits: output=4KiB
# expect: ok
# stdout-ends: \n[output truncated: limit of 4.0 KiB reached]\n
print('a' + '\U0001F600' * 10**5)
