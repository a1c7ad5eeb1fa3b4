"""dict comprehensions inverting, filtering and grouping."""

prices = {'apple': 0.5, 'pear': 1.25, 'melon': 3.0}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('{v: k for k, v in prices.items()}', lambda: {v: k for k, v in prices.items()})
show('{k: v for k, v in prices.items() if v > 1}', lambda: {k: v for k, v in prices.items() if v > 1})
show('{k.upper(): round(v * 1.1, 2) for k, v in prices.items()}', lambda: {k.upper(): round(v * 1.1, 2) for k, v in prices.items()})
show('{n: n ** 2 for n in range(5)}', lambda: {n: n ** 2 for n in range(5)})
show("{c: 'hello'.count(c) for c in 'hello'}", lambda: {c: 'hello'.count(c) for c in 'hello'})
show("{k: v for k, v in zip('abc', range(3))}", lambda: {k: v for k, v in zip('abc', range(3))})
show("{len(w): w for w in ['a', 'bb', 'cc']}", lambda: {len(w): w for w in ['a', 'bb', 'cc']})
