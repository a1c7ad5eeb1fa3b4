# Checks that a write far past the end of a file under a small quota is the quota's catchable
# OSError (checked before the memory limit), for writes and for truncate.
# files: quota=64KiB
# expect: ok
# stdout-ends: 28 28\n
errors = []
with open("sparse.bin", "wb") as f:
    f.seek(10**9)
    try:
        f.write(b"z")
    except OSError as e:
        errors.append(e.errno)
    try:
        f.truncate(10**9)
    except OSError as e:
        errors.append(e.errno)
print(*errors)
