# Checks that directories nested ever deeper (each path longer than its parent's) meet the
# memory limit, and that os.walk over a deep tree needs no recursion.
# files: granted
# limits: steps=0 memory=16MiB time=30
# expect: MemoryError: memory limit of 16.0 MiB exceeded
import os

path = "d"
for depth in range(200):
    path += "/d"
os.makedirs(path)
print(sum(1 for _ in os.walk("d")))
while True:
    path += "/deeper_directory_name"
    os.mkdir(path)
