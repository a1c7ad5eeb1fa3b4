# Checks 10**10**10 (a 4 GB int) is refused before computing it
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
x = 10**10**10
