# Checks parsing one enormous CSV line natively is charged to the step limit before it runs
# limits: steps=1000000 memory=256MiB
# expect: TimeoutError: step limit of 1000000 steps exceeded
import csv

line = "ab," * 3000000
rows = list(csv.reader([line]))
