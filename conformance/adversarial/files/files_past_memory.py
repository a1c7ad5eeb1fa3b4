# Checks that file contents count against the memory limit: a program writing 1 MiB files with no quota is stopped by the memory limit, not the host's disk or RAM
# files: granted
# limits: steps=0 memory=16MiB
# expect: MemoryError: memory limit of 16.0 MiB exceeded
chunk = b"x" * (1 << 20)
index = 0
while True:
    with open(f"chunk-{index}.bin", "wb") as f:
        f.write(chunk)
    index += 1
