# Checks expandtabs with a huge tab size stops at the memory limit (a 1 GB result)
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
s = ('\t' * 1000).expandtabs(10**6)
