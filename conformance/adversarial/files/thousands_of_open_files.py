# Checks that opening files without ever closing them (each one held in a list) is bounded by the memory limit
# files: granted
# limits: steps=0 memory=16MiB
# expect: MemoryError: memory limit of 16.0 MiB exceeded
handles = []
index = 0
while True:
    handles.append(open(f"open-{index % 100}.txt", "a"))
    handles.append(open(f"open-{index % 100}.txt", "rb"))
    index += 1
