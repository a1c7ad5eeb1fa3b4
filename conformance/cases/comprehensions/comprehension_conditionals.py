"""Comprehensions with conditional expressions and filters together."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("['even' if n % 2 == 0 else 'odd' for n in range(4)]", lambda: ['even' if n % 2 == 0 else 'odd' for n in range(4)])
show('[n for n in range(20) if n % 3 == 0 if n % 2 == 0]', lambda: [n for n in range(20) if n % 3 == 0 if n % 2 == 0])
show('[x if x > 0 else 0 for x in [-2, 3, -1, 5]]', lambda: [x if x > 0 else 0 for x in [-2, 3, -1, 5]])
show("[c for c in 'Hello World' if c.isupper()]", lambda: [c for c in 'Hello World' if c.isupper()])
show("[(i, c) for i, c in enumerate('abc') if i != 1]", lambda: [(i, c) for i, c in enumerate('abc') if i != 1])
show("[w for w in ['', 'a', None, 'b'] if w]", lambda: [w for w in ['', 'a', None, 'b'] if w])
