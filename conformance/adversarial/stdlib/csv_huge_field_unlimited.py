# Checks that raising the field size limit leaves a CSV field bomb to the memory limit
# limits: steps=0 memory=24MiB
# expect: MemoryError: memory limit of 24.0 MiB exceeded
import csv
import sys

csv.field_size_limit(sys.maxsize)
line = "x" * (6 * 1024 * 1024)
rows = []
while True:
    rows.extend(csv.reader([line, line]))
