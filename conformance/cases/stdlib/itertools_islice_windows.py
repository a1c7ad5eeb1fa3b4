"""itertools.islice with start, stop and step over infinite iterators."""

import itertools

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('list(itertools.islice(itertools.count(), 5))', lambda: list(itertools.islice(itertools.count(), 5)))
show("list(itertools.islice('abcdefg', 2, 6, 2))", lambda: list(itertools.islice('abcdefg', 2, 6, 2)))
show('list(itertools.islice(range(10), None, None, 3))', lambda: list(itertools.islice(range(10), None, None, 3)))
show("list(itertools.islice(itertools.cycle('ab'), 5))", lambda: list(itertools.islice(itertools.cycle('ab'), 5)))
show("list(itertools.islice('abc', 10))", lambda: list(itertools.islice('abc', 10)))
show("list(itertools.islice('abc', -1))", lambda: list(itertools.islice('abc', -1)))
