# Checks mutual recursion between two functions raises RecursionError
# expect: RecursionError: maximum recursion depth exceeded
def ping(n):
    return pong(n + 1)
def pong(n):
    return ping(n + 1)
ping(0)
