"""Repetition, slicing and negative steps on strs."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'ab' * 3", lambda: 'ab' * 3)
show("3 * 'ab'", lambda: 3 * 'ab')
show("'ab' * 0", lambda: 'ab' * 0)
show("'ab' * -1", lambda: 'ab' * -1)
show("'hello'[1:4]", lambda: 'hello'[1:4])
show("'hello'[::-1]", lambda: 'hello'[::-1])
show("'hello'[::2]", lambda: 'hello'[::2])
show("'hello'[-3:]", lambda: 'hello'[-3:])
show("'hello'[10:]", lambda: 'hello'[10:])
show("'hello'[4:1:-1]", lambda: 'hello'[4:1:-1])
show("'hello'[-1]", lambda: 'hello'[-1])
show("'hello'[5]", lambda: 'hello'[5])
