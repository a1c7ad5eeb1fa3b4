# Checks a small document that decodes into millions of containers is held to the memory limit
# limits: steps=0 memory=16MiB
# expect: MemoryError: memory limit of 16.0 MiB exceeded
import json
json.loads("[" + "[]," * 1000000 + "{}]")
