# Checks that creating files without end (empty ones, each costing an entry) meets the memory
# limit rather than growing the host's memory.
# files: granted
# limits: steps=0 memory=8MiB time=30
# expect: MemoryError: memory limit of 8.0 MiB exceeded
import os

i = 0
while True:
    open(f"empty_file_with_a_longish_name_{i}", "w").close()
    i += 1
