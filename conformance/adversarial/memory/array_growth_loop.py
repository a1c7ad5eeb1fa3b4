# Checks an array grown without end stops at the memory limit
# limits: memory=32MiB steps=0
# expect: MemoryError: memory limit of 32.0 MiB exceeded
from array import array
data = array("d")
while True:
    data.extend(range(10000))
