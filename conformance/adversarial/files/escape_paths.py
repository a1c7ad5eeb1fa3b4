# Checks that no spelling of a path leaves the virtual filesystem: `..` chains, absolute host paths, /proc, NUL bytes, and folders named like host ones
# files: granted
# expect: ok
# stdout-ends: ['data', 'etc', 'proc', 'tmp'] ['passwd'] ['inside.txt'] True\n
import os

for path in ["../../etc/passwd", "/etc/passwd", "/proc/self/environ", "....//etc/passwd",
             "data/../../../../etc/shadow", "~/.ssh/id_rsa", "/" + "../" * 10000 + "etc/hosts"]:
    try:
        print(open(path).read())
    except OSError as e:
        print(type(e).__name__, e.errno)
for path in ["a\0b", "../\0/etc/passwd", b"x\0".decode()]:
    for action in (open, os.listdir, os.remove, os.makedirs):
        try:
            action(path)
        except ValueError as e:
            print(action.__name__, type(e).__name__, e)

os.makedirs("../../etc", exist_ok=True)
with open("/../../../etc/passwd", "w") as f:
    f.write("root:x:0:0::/root:/bin/sh\n")
os.makedirs("/proc/self/../../tmp", exist_ok=True)
os.makedirs("../proc/self")
with open("../" * 50 + "data/inside.txt") as f:
    print(f.read(), end="")
os.chdir("data")
print(os.listdir(".."), os.listdir("../../../etc"), os.listdir("."), os.path.exists("../../../../tmp"))
