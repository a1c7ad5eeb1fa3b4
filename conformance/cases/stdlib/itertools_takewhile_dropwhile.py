"""takewhile, dropwhile, filterfalse and compress."""

import itertools

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('list(itertools.takewhile(lambda n: n < 4, [1, 3, 5, 2]))', lambda: list(itertools.takewhile(lambda n: n < 4, [1, 3, 5, 2])))
show('list(itertools.dropwhile(lambda n: n < 4, [1, 3, 5, 2]))', lambda: list(itertools.dropwhile(lambda n: n < 4, [1, 3, 5, 2])))
show("list(itertools.filterfalse(str.isdigit, 'a1b2'))", lambda: list(itertools.filterfalse(str.isdigit, 'a1b2')))
show("list(itertools.compress('abcdef', [1, 0, 1, 0, 1, 1]))", lambda: list(itertools.compress('abcdef', [1, 0, 1, 0, 1, 1])))
show('list(itertools.takewhile(bool, []))', lambda: list(itertools.takewhile(bool, [])))
