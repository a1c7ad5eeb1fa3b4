# Checks json.dumps of a big list is held to the memory limit
# limits: steps=0 memory=16MiB
# expect: MemoryError: memory limit of 16.0 MiB exceeded
import json
json.dumps(["x" * 1000] * 100000)
