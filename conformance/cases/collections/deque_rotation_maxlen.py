"""deque rotation, maxlen eviction and both-ended operations."""

from collections import deque

d = deque([1, 2, 3, 4, 5])
bounded = deque(maxlen=3)

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(d.rotate(2), list(d))[1]', lambda: (d.rotate(2), list(d))[1])
show('(d.rotate(-3), list(d))[1]', lambda: (d.rotate(-3), list(d))[1])
show('(d.appendleft(0), list(d))[1]', lambda: (d.appendleft(0), list(d))[1])
show('d.popleft()', lambda: d.popleft())
show('d.pop()', lambda: d.pop())
show('(bounded.extend(range(6)), list(bounded))[1]', lambda: (bounded.extend(range(6)), list(bounded))[1])
show('bounded.maxlen', lambda: bounded.maxlen)
show('(bounded.appendleft(-1), list(bounded))[1]', lambda: (bounded.appendleft(-1), list(bounded))[1])
show('list(reversed(d))', lambda: list(reversed(d)))
show('d.index(3)', lambda: d.index(3))
show('d[0]', lambda: d[0])
show('d[-1]', lambda: d[-1])
show('deque().pop()', lambda: deque().pop())
