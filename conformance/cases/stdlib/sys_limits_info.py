import sys

print(sys.version_info[:2], sys.version_info.major, sys.version_info.minor, sys.version_info >= (3, 8))
print(sys.maxsize, sys.maxsize == 2**63 - 1, type(sys.maxsize).__name__)
print(sys.getrecursionlimit(), isinstance(sys.getrecursionlimit(), int))
print(tuple(sys.version_info)[:2] == (3, 11), sys.version_info > (3,), sys.version_info < (4, 0))
major, minor, *_ = sys.version_info
print(major, minor)
