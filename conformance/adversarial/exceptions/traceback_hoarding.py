# Checks keeping every exception of a deep recursion (with its traceback) stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
def deep(n):
    if n == 0:
        raise ValueError('bottom')
    deep(n - 1)
kept = []
while True:
    try:
        deep(900)
    except ValueError as e:
        kept.append(e)
