# Checks a SHAKE digest of 10**10 bytes is refused before it is made
# limits: memory=32MiB steps=0
# expect: MemoryError: memory limit of 32.0 MiB exceeded
import hashlib
hashlib.shake_256(b"seed").digest(10**10)
