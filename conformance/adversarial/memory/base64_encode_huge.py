# Checks base64 encoding of data near the memory limit is refused before its output is made
# limits: memory=32MiB steps=0
# expect: MemoryError: memory limit of 32.0 MiB exceeded
import base64
data = bytes(20 * 1024 * 1024)
base64.b64encode(data)
