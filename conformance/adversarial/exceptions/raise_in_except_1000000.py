# Checks a million raises, half of them inside an except block, leave nothing behind
# limits: memory=16MiB time=15
# expect: ok
# stdout-ends: done 499999\n
for i in range(500000):
    try:
        raise ValueError(i)
    except ValueError:
        try:
            raise KeyError(i)
        except KeyError:
            pass
print('done', i)
