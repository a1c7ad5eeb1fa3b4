# A generator's frame appears where it was resumed.
def numbers(limit):
    for i in range(limit):
        yield 10 // (2 - i)


def consume():
    total = 0
    for n in numbers(5):
        total += n
    return total


consume()
