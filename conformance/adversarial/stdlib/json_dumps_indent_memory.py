# Checks json.dumps whose indentation multiplies the output is held to the memory limit
# limits: steps=0 memory=16MiB
# expect: MemoryError: memory limit of 16.0 MiB exceeded
import json
json.dumps([[[0]]] * 1000000, indent=" " * 200)
