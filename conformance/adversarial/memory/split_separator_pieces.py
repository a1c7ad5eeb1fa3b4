# Checks str.split(sep) and rsplit(sep) into millions of pieces are refused before the pieces are built
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
text = 'a,' * (10 << 20)
try:
    text.rsplit(',')
except MemoryError:
    print('not catchable')
text.split(',')
