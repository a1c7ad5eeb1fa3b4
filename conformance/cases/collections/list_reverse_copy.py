"""list.reverse in place versus slicing and reversed()."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(lambda x: (x.reverse(), x, x[::-1], list(reversed(x)))[1:])([])', lambda: (lambda x: (x.reverse(), x, x[::-1], list(reversed(x)))[1:])([]))
show('(lambda x: (x.reverse(), x, x[::-1], list(reversed(x)))[1:])([1])', lambda: (lambda x: (x.reverse(), x, x[::-1], list(reversed(x)))[1:])([1]))
show('(lambda x: (x.reverse(), x, x[::-1], list(reversed(x)))[1:])([3, 1, 2])', lambda: (lambda x: (x.reverse(), x, x[::-1], list(reversed(x)))[1:])([3, 1, 2]))
show("(lambda x: (x.reverse(), x, x[::-1], list(reversed(x)))[1:])(['b', 'a', 'c'])", lambda: (lambda x: (x.reverse(), x, x[::-1], list(reversed(x)))[1:])(['b', 'a', 'c']))
show('(lambda x: (x.reverse(), x, x[::-1], list(reversed(x)))[1:])([1, 1, 2, 1])', lambda: (lambda x: (x.reverse(), x, x[::-1], list(reversed(x)))[1:])([1, 1, 2, 1]))
