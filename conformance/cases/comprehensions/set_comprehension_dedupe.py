"""Set comprehensions deduplicating derived values."""

words = ['Apple', 'apple', 'Banana', 'cherry', 'banana']

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('sorted({w.lower() for w in words})', lambda: sorted({w.lower() for w in words}))
show('sorted({len(w) for w in words})', lambda: sorted({len(w) for w in words}))
show('sorted({w[0] for w in words if w})', lambda: sorted({w[0] for w in words if w}))
show('{n % 3 for n in range(10)}', lambda: {n % 3 for n in range(10)})
show('len({(a, b) for a in range(3) for b in range(3) if a <= b})', lambda: len({(a, b) for a in range(3) for b in range(3) if a <= b}))
