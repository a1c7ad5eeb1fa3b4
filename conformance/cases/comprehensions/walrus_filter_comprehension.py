"""Assignment expressions inside comprehensions and filters."""

total = 0

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('[y for x in range(6) if (y := x * x) > 5]', lambda: [y for x in range(6) if (y := x * x) > 5])
show('[(x, half) for x in [4, 7, 10] if (half := x / 2) > 2]', lambda: [(x, half) for x in [4, 7, 10] if (half := x / 2) > 2])
show('[total := total + n for n in [1, 2, 3]]', lambda: [total := total + n for n in [1, 2, 3]])
show('total', lambda: total)
