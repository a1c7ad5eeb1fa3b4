# Checks a map() function that catches BaseException around a busy loop still stops
# limits: steps=1000000
# expect: TimeoutError: step limit of 1000000 steps exceeded
def f(x):
    try:
        while True:
            pass
    except BaseException:
        return x
print(list(map(f, range(3))))
