"""str.replace with counts and empty patterns."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'aaa'.replace('a', 'b')", lambda: 'aaa'.replace('a', 'b'))
show("'aaa'.replace('a', 'b', 2)", lambda: 'aaa'.replace('a', 'b', 2))
show("'aaa'.replace('a', 'b', 0)", lambda: 'aaa'.replace('a', 'b', 0))
show("'aaa'.replace('a', 'b', -1)", lambda: 'aaa'.replace('a', 'b', -1))
show("'abc'.replace('', '-')", lambda: 'abc'.replace('', '-'))
show("'abc'.replace('', '-', 2)", lambda: 'abc'.replace('', '-', 2))
show("''.replace('', 'x')", lambda: ''.replace('', 'x'))
show("'hello world'.replace('o', '0')", lambda: 'hello world'.replace('o', '0'))
show("'a.b.c'.replace('.', '')", lambda: 'a.b.c'.replace('.', ''))
show("'aaaa'.replace('aa', 'b')", lambda: 'aaaa'.replace('aa', 'b'))
