# Checks replacing '' in a 10 000-char string with a 10 000-char string (100 MB) stops at the limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
s = ('a' * 10**4).replace('', 'x' * 10**4)
