# Checks pow(2, 10**10) (a 1.25 GB int) is refused before computing it
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
x = pow(2, 10**10)
