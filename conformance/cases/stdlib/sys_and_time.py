import sys, time
print(sys.version_info[:2], sys.version_info.major, sys.maxsize, sys.getrecursionlimit(), sys.float_info.epsilon, sys.float_info.max)
sys.stdout.write("written\n")
print(sys.version_info >= (3, 8), sys.byteorder, type(sys.argv).__name__)
def depth(n):
    return 0 if n == 0 else 1 + depth(n - 1)
sys.setrecursionlimit(50)
try:
    depth(100)
except RecursionError as e:
    print("RecursionError", e)
sys.setrecursionlimit(1000)
print(depth(500))
time.sleep(0.01)
try:
    sys.exit(3)
except SystemExit as e:
    print("SystemExit", e.code)
