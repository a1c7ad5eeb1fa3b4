"""Substring tests with in and not in."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'ell' in 'hello'", lambda: 'ell' in 'hello')
show("'' in 'abc'", lambda: '' in 'abc')
show("'x' not in 'abc'", lambda: 'x' not in 'abc')
show("'Hello'.lower() in 'say hello'", lambda: 'Hello'.lower() in 'say hello')
show("'a' in ''", lambda: 'a' in '')
show("1 in 'abc'", lambda: 1 in 'abc')
