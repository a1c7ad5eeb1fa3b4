# Checks a __context__ chain grown without bound (each link holding 80 KB) stops at the memory limit
# limits: memory=16MiB steps=0
# expect: MemoryError: memory limit of 16.0 MiB exceeded
prev = ValueError('start')
while True:
    try:
        raise prev
    except ValueError:
        try:
            raise ValueError('next', [0] * 10000)
        except ValueError as e:
            prev = e
