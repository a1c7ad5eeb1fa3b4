# Checks random.getrandbits of the largest C int (256 MiB of bits) is refused at the memory limit before the twister runs
# limits: memory=32MiB steps=0
# expect: MemoryError: memory limit of 32.0 MiB exceeded
import random
random.getrandbits(2**31 - 1)
