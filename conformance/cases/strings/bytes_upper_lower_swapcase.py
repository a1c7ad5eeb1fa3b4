"""bytes.upper, lower and swapcase touch only ASCII letters."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.upper(), b''.lower(), b''.swapcase())", lambda: (b''.upper(), b''.lower(), b''.swapcase()))
show("(b'a'.upper(), b'a'.lower(), b'a'.swapcase())", lambda: (b'a'.upper(), b'a'.lower(), b'a'.swapcase()))
show("(b'Hello'.upper(), b'Hello'.lower(), b'Hello'.swapcase())", lambda: (b'Hello'.upper(), b'Hello'.lower(), b'Hello'.swapcase()))
show("(b'hello world'.upper(), b'hello world'.lower(), b'hello world'.swapcase())", lambda: (b'hello world'.upper(), b'hello world'.lower(), b'hello world'.swapcase()))
show("(b'  pad  '.upper(), b'  pad  '.lower(), b'  pad  '.swapcase())", lambda: (b'  pad  '.upper(), b'  pad  '.lower(), b'  pad  '.swapcase()))
show("(b'MiXeD'.upper(), b'MiXeD'.lower(), b'MiXeD'.swapcase())", lambda: (b'MiXeD'.upper(), b'MiXeD'.lower(), b'MiXeD'.swapcase()))
show("(b'123'.upper(), b'123'.lower(), b'123'.swapcase())", lambda: (b'123'.upper(), b'123'.lower(), b'123'.swapcase()))
show("(b'\\x00\\xff'.upper(), b'\\x00\\xff'.lower(), b'\\x00\\xff'.swapcase())", lambda: (b'\x00\xff'.upper(), b'\x00\xff'.lower(), b'\x00\xff'.swapcase()))
