"""itertools.zip_longest with fill values and pairwise."""

import itertools

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("list(itertools.zip_longest('ab', [1, 2, 3]))", lambda: list(itertools.zip_longest('ab', [1, 2, 3])))
show("list(itertools.zip_longest('ab', 'x', fillvalue='-'))", lambda: list(itertools.zip_longest('ab', 'x', fillvalue='-')))
show("list(itertools.pairwise('abcd'))", lambda: list(itertools.pairwise('abcd')))
show('list(itertools.pairwise([1]))', lambda: list(itertools.pairwise([1])))
show('[b - a for a, b in itertools.pairwise([1, 4, 9, 16])]', lambda: [b - a for a, b in itertools.pairwise([1, 4, 9, 16])])
show('list(itertools.starmap(pow, [(2, 3), (3, 2)]))', lambda: list(itertools.starmap(pow, [(2, 3), (3, 2)])))
