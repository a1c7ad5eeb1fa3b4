# Checks the bytes a hash object keeps until its digest are counted against the memory limit
# limits: memory=32MiB steps=0
# expect: MemoryError: memory limit of 32.0 MiB exceeded
import hashlib
h = hashlib.sha256()
chunk = b"x" * 65536
while True:
    h.update(chunk)
