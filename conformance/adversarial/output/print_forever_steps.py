# Checks printing forever stops at the step limit with the notice at the end of the output
# limits: output=1KiB steps=100000
# expect: TimeoutError: step limit of 100000 steps exceeded
# stdout-ends: \n[output truncated: limit of 1.0 KiB reached]\n
while True:
    print('spam')
