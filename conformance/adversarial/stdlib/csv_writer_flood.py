# Checks a csv.writer writing rows into a StringIO without end is held to the memory limit
# limits: steps=0 memory=32MiB
# expect: MemoryError: memory limit of 32.0 MiB exceeded
import csv
import io

out = io.StringIO()
writer = csv.writer(out)
row = ["field %d with, a comma" % i for i in range(50)]
while True:
    writer.writerows([row] * 100)
