# Checks that making temporary files without end (mkstemp's descriptors never closed, the files
# never removed) meets the memory limit rather than growing the table or the host's memory.
# files: granted
# limits: steps=0 memory=8MiB time=30
# expect: MemoryError: memory limit of 8.0 MiB exceeded
import tempfile

while True:
    tempfile.mkstemp(suffix=".scratch")
