# Checks a context manager whose __exit__ returns True does not suppress the memory limit
# limits: memory=64MiB steps=0
# expect: MemoryError: memory limit of 64.0 MiB exceeded
class Swallow:
    def __enter__(self):
        return self
    def __exit__(self, *exc):
        return True
with Swallow():
    s = 'a' * 10**10
print('escaped')
