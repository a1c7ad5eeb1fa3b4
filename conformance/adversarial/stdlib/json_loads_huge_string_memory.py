# Checks a 100 MB document for json.loads under a 16 MiB limit stops with the memory limit
# limits: steps=0 memory=16MiB
# expect: MemoryError: memory limit of 16.0 MiB exceeded
import json
json.loads('"' + "x" * 100_000_000 + '"')
