# Checks json.dumps with a 4 MB indent over deep nesting is stopped before writing the indentation
# limits: steps=0 memory=16MiB
# expect: MemoryError: memory limit of 16.0 MiB exceeded
import json
x = [1]
for _ in range(40):
    x = [x]
json.dumps(x, indent="x" * 4_000_000)
