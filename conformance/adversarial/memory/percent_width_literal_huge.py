# Checks '%10000000000d' % 1 is refused before padding 10 GB
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
s = '%10000000000d' % 1
