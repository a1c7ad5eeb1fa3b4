# Checks that os's descriptor functions and open(fd) refuse without a granted filesystem, each
# naming itself in open()'s PermissionError, never a bad descriptor or a missing attribute.
# expect: PermissionError: open() needs a filesystem, but this sandbox has none (the host has not granted one)
# stdout-ends: os.fdopen() needs a filesystem, but this sandbox has none (the host has not granted one)\n
import os

for attempt in (lambda: os.open("x", os.O_RDWR | os.O_CREAT), lambda: os.read(0, 1), lambda: os.write(1, b"x"),
                lambda: os.close(2), lambda: os.lseek(3, 0, 0), lambda: os.fstat(3), lambda: os.fsync(3),
                lambda: os.ftruncate(3, 0), lambda: os.fdopen(1)):
    try:
        attempt()
    except PermissionError as e:
        print(e)
open(1)
