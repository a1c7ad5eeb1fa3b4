"""itertools.chain and chain.from_iterable flattening."""

import itertools

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("list(itertools.chain('ab', [1, 2]))", lambda: list(itertools.chain('ab', [1, 2])))
show('list(itertools.chain.from_iterable([[1], [2, 3], []]))', lambda: list(itertools.chain.from_iterable([[1], [2, 3], []])))
show('list(itertools.chain())', lambda: list(itertools.chain()))
show("''.join(itertools.chain.from_iterable(['ab', 'cd']))", lambda: ''.join(itertools.chain.from_iterable(['ab', 'cd'])))
show("list(itertools.chain([1], (2,), {3: 'x'}))", lambda: list(itertools.chain([1], (2,), {3: 'x'})))
