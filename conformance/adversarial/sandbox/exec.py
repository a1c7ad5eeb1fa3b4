# Checks exec() of a huge source is charged to the memory limit before it compiles
# limits: memory=32MiB
# expect: MemoryError: memory limit of 32.0 MiB exceeded
exec('x = 1\n' * 2000000)
