"""print with sep, end and a StringIO file."""

import io

buffer = io.StringIO()

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("print('a', 'b', sep='-')", lambda: print('a', 'b', sep='-'))
show("print('no newline', end='|\\n')", lambda: print('no newline', end='|\n'))
show("print(*range(3), sep=', ')", lambda: print(*range(3), sep=', '))
show('print()', lambda: print())
show("print('x', sep=None, end=None)", lambda: print('x', sep=None, end=None))
show("print('to buffer', file=buffer) or buffer.getvalue()", lambda: print('to buffer', file=buffer) or buffer.getvalue())
show("print(1, 2, sep='')", lambda: print(1, 2, sep=''))
