# Checks format('x', '>10000000000') is refused before allocating
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
s = format('x', '>10000000000')
