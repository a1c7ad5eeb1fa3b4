"""Slice assignment and deletion on lists."""

lst = list(range(6))

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(lst.__setitem__(slice(1, 3), ['a', 'b', 'c']), lst)[1]", lambda: (lst.__setitem__(slice(1, 3), ['a', 'b', 'c']), lst)[1])
show('lst[::2]', lambda: lst[::2])
show('lst[-2:]', lambda: lst[-2:])
show('(lst.__delitem__(slice(0, 2)), lst)[1]', lambda: (lst.__delitem__(slice(0, 2)), lst)[1])
show('lst[1:1]', lambda: lst[1:1])
show('lst[10:]', lambda: lst[10:])
show('lst[::-1]', lambda: lst[::-1])
