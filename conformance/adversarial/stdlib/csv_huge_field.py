# Checks a CSV record with a 10 MB field stops at the reader's field size limit
# limits: steps=0 memory=64MiB
# expect: _csv.Error: field larger than field limit (131072)
import csv
import io

text = 'id,blob\n1,"' + "x" * (10 * 1024 * 1024) + '"\n'
for row in csv.reader(io.StringIO(text)):
    pass
