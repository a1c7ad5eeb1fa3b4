# Checks bytes.split() and bytes.splitlines() into millions of pieces are refused before the pieces are built
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
data = b'a \n' * (8 << 20)
print(len(data.split(b'x')))
data.splitlines()
