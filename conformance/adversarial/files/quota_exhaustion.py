# Checks that a file quota holds against many small files, appends, a seek a megabyte past the end, a truncate upward and a rename, and that freed space can be reused
# files: quota=64KiB
# expect: OSError: [Errno 28] No space left on device (the file quota of 64.0 KiB is used up)
# stdout-ends: freed and rewrote 10\n
import os

count = 0
try:
    while True:
        with open(f"part-{count:05}.txt", "w") as f:
            f.write("x" * 1000)
        count += 1
except OSError as e:
    print(type(e).__name__, e.errno, 40 < count < 64)


def append():
    with open("part-00000.txt", "a") as f:
        f.write("y" * 4096)


def sparse_write():
    with open("part-00001.txt", "r+b") as f:
        f.seek(1 << 20)
        f.write(b"z")


def truncate_up():
    with open("part-00002.txt", "r+") as f:
        f.truncate(1 << 20)


for attempt in [append, sparse_write, truncate_up]:
    try:
        attempt()
    except OSError as e:
        print(attempt.__name__, "refused", e.errno)
os.rename("part-00003.txt", "renamed-with-a-much-longer-name.txt")
for name in sorted(os.listdir("."))[:10]:
    os.remove(name)
for index in range(10):
    with open(f"again-{index}.txt", "w") as f:
        f.write("x" * 1000)
print("freed and rewrote", len([n for n in os.listdir(".") if n.startswith("again")]))
with open("final.txt", "w") as f:
    f.write("x" * (1 << 20))
