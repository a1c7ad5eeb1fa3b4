"""str.join over lists, generators, dict keys and strings."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("', '.join(['a', 'b', 'c'])", lambda: ', '.join(['a', 'b', 'c']))
show("''.join(reversed('abc'))", lambda: ''.join(reversed('abc')))
show("'-'.join('xyz')", lambda: '-'.join('xyz'))
show("'/'.join(str(n) for n in range(4))", lambda: '/'.join(str(n) for n in range(4)))
show("' '.join({'k1': 1, 'k2': 2})", lambda: ' '.join({'k1': 1, 'k2': 2}))
show("', '.join([])", lambda: ', '.join([]))
show("'\\n'.join(['line1', 'line2'])", lambda: '\n'.join(['line1', 'line2']))
show("'.'.join(('a',))", lambda: '.'.join(('a',)))
