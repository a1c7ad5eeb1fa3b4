"""bytes.split and join round trips."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.split(), b'|'.join(b''.split()))", lambda: (b''.split(), b'|'.join(b''.split())))
show("(b'a'.split(), b'|'.join(b'a'.split()))", lambda: (b'a'.split(), b'|'.join(b'a'.split())))
show("(b'Hello'.split(), b'|'.join(b'Hello'.split()))", lambda: (b'Hello'.split(), b'|'.join(b'Hello'.split())))
show("(b'hello world'.split(), b'|'.join(b'hello world'.split()))", lambda: (b'hello world'.split(), b'|'.join(b'hello world'.split())))
show("(b'  pad  '.split(), b'|'.join(b'  pad  '.split()))", lambda: (b'  pad  '.split(), b'|'.join(b'  pad  '.split())))
show("(b'MiXeD'.split(), b'|'.join(b'MiXeD'.split()))", lambda: (b'MiXeD'.split(), b'|'.join(b'MiXeD'.split())))
show("(b'123'.split(), b'|'.join(b'123'.split()))", lambda: (b'123'.split(), b'|'.join(b'123'.split())))
show("(b'\\x00\\xff'.split(), b'|'.join(b'\\x00\\xff'.split()))", lambda: (b'\x00\xff'.split(), b'|'.join(b'\x00\xff'.split())))
show("b'a,b,,c'.split(b',')", lambda: b'a,b,,c'.split(b','))
show("b'a,b,,c'.split(b',', 1)", lambda: b'a,b,,c'.split(b',', 1))
show("b'a b'.rsplit(None, 1)", lambda: b'a b'.rsplit(None, 1))
show("b'-'.join([b'x', bytearray(b'y'), memoryview(b'z')])", lambda: b'-'.join([b'x', bytearray(b'y'), memoryview(b'z')]))
