# Checks memoryview slices of a large buffer kept in a list stop at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
view = memoryview(bytearray(1 << 20))
kept = []
while True:
    kept.append(view[1:])
