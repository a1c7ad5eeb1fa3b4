"""bytes.title and capitalize on ASCII text."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.title(), b''.capitalize(), b''.istitle())", lambda: (b''.title(), b''.capitalize(), b''.istitle()))
show("(b'a'.title(), b'a'.capitalize(), b'a'.istitle())", lambda: (b'a'.title(), b'a'.capitalize(), b'a'.istitle()))
show("(b'Hello'.title(), b'Hello'.capitalize(), b'Hello'.istitle())", lambda: (b'Hello'.title(), b'Hello'.capitalize(), b'Hello'.istitle()))
show("(b'hello world'.title(), b'hello world'.capitalize(), b'hello world'.istitle())", lambda: (b'hello world'.title(), b'hello world'.capitalize(), b'hello world'.istitle()))
show("(b'  pad  '.title(), b'  pad  '.capitalize(), b'  pad  '.istitle())", lambda: (b'  pad  '.title(), b'  pad  '.capitalize(), b'  pad  '.istitle()))
show("(b'MiXeD'.title(), b'MiXeD'.capitalize(), b'MiXeD'.istitle())", lambda: (b'MiXeD'.title(), b'MiXeD'.capitalize(), b'MiXeD'.istitle()))
show("(b'123'.title(), b'123'.capitalize(), b'123'.istitle())", lambda: (b'123'.title(), b'123'.capitalize(), b'123'.istitle()))
show("(b'\\x00\\xff'.title(), b'\\x00\\xff'.capitalize(), b'\\x00\\xff'.istitle())", lambda: (b'\x00\xff'.title(), b'\x00\xff'.capitalize(), b'\x00\xff'.istitle()))
