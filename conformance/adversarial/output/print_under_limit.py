# Checks output under the limit is kept whole, without a notice
# limits: output=4KiB
# expect: ok
# stdout-ends: end\n
print('x' * 100)
print('end')
