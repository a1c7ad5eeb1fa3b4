# Checks an array repeated 10**12 times is refused before it is built
# limits: memory=32MiB steps=0
# expect: MemoryError: memory limit of 32.0 MiB exceeded
from array import array
big = array("i", [1, 2]) * 10**12
