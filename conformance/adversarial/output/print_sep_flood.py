# Checks a print with 100 000 arguments and a long separator is truncated
# limits: output=4KiB
# expect: ok
# stdout-ends: \n[output truncated: limit of 4.0 KiB reached]\n
print(*range(10**5), sep='-' * 100)
