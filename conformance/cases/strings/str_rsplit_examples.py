"""str.rsplit with maxsplit counting from the right."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'a.b.c.d'.rsplit('.', 1)", lambda: 'a.b.c.d'.rsplit('.', 1))
show("'a.b.c.d'.rsplit('.', 2)", lambda: 'a.b.c.d'.rsplit('.', 2))
show("'path/to/file.tar.gz'.rsplit('.', 1)[-1]", lambda: 'path/to/file.tar.gz'.rsplit('.', 1)[-1])
show("'  a  b  c  '.rsplit(None, 1)", lambda: '  a  b  c  '.rsplit(None, 1))
show("'abc'.rsplit('x')", lambda: 'abc'.rsplit('x'))
show("'k=v=w'.rsplit('=', 1)", lambda: 'k=v=w'.rsplit('=', 1))
