import sys
print("before")
try:
    sys.exit(5)
except SystemExit as e:
    print("caught", e.code)
sys.exit(3)
print("never")
