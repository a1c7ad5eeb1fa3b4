"""itertools.groupby grouping consecutive runs, with and without keys."""

import itertools

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("[(k, len(list(g))) for k, g in itertools.groupby('aaabccaa')]", lambda: [(k, len(list(g))) for k, g in itertools.groupby('aaabccaa')])
show('[(k, list(g)) for k, g in itertools.groupby([1, 3, 2, 4, 5], key=lambda n: n % 2)]', lambda: [(k, list(g)) for k, g in itertools.groupby([1, 3, 2, 4, 5], key=lambda n: n % 2)])
show("[k for k, _ in itertools.groupby(sorted('mississippi'))]", lambda: [k for k, _ in itertools.groupby(sorted('mississippi'))])
show("{k: [w for w in g] for k, g in itertools.groupby(sorted(['apple', 'avocado', 'banana']), key=lambda w: w[0])}", lambda: {k: [w for w in g] for k, g in itertools.groupby(sorted(['apple', 'avocado', 'banana']), key=lambda w: w[0])})
show('list(itertools.groupby([]))', lambda: list(itertools.groupby([])))
