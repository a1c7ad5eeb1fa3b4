# Checks that seeking a terabyte past the end and writing one byte, or truncating a file up to a terabyte, meets the memory limit at once instead of allocating
# files: granted
# limits: steps=0 memory=16MiB time=2
# expect: MemoryError: memory limit of 16.0 MiB exceeded
with open("grow.bin", "wb") as f:
    f.truncate(1 << 20)
print("a small truncate is fine")
with open("sparse.bin", "wb") as f:
    f.seek(10**12)
    f.write(b"x")
