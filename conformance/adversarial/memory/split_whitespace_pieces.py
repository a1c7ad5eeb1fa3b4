# Checks str.split() into ten million words is refused before the words are built
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
words = ('a ' * (10 << 20)).split()
