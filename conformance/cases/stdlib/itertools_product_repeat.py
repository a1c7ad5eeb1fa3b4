"""itertools.product, repeat and combinatorics counts."""

import itertools

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("list(itertools.product('ab', [0, 1]))", lambda: list(itertools.product('ab', [0, 1])))
show('len(list(itertools.product(range(3), repeat=3)))', lambda: len(list(itertools.product(range(3), repeat=3))))
show("list(itertools.repeat('x', 3))", lambda: list(itertools.repeat('x', 3)))
show("list(itertools.permutations('abc', 2))", lambda: list(itertools.permutations('abc', 2)))
show('list(itertools.combinations(range(4), 3))', lambda: list(itertools.combinations(range(4), 3)))
show("list(itertools.combinations_with_replacement('ab', 2))", lambda: list(itertools.combinations_with_replacement('ab', 2)))
show('list(itertools.product())', lambda: list(itertools.product()))
show('list(itertools.permutations([]))', lambda: list(itertools.permutations([])))
