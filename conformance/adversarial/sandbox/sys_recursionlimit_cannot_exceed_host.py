# Checks sys.setrecursionlimit cannot raise the call depth past the host's limit
# limits: depth=100
# expect: RecursionError: maximum recursion depth exceeded
import sys
sys.setrecursionlimit(10**6)
def deep(n):
    return deep(n + 1)
deep(0)
