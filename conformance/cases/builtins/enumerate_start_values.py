"""enumerate with start values and unpacking."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("list(enumerate('abc'))", lambda: list(enumerate('abc')))
show("list(enumerate('abc', 1))", lambda: list(enumerate('abc', 1)))
show("list(enumerate('abc', start=-1))", lambda: list(enumerate('abc', start=-1)))
show('list(enumerate([]))', lambda: list(enumerate([])))
show("dict(enumerate('xy'))", lambda: dict(enumerate('xy')))
show("[i * c for i, c in enumerate('abc')]", lambda: [i * c for i, c in enumerate('abc')])
show("list(enumerate('ab', 10**20))", lambda: list(enumerate('ab', 10**20)))
show("next(enumerate(['only']))", lambda: next(enumerate(['only'])))
