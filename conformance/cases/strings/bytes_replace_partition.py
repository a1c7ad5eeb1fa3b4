"""bytes.replace, partition and rpartition."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.replace(b'l', b'L'), b''.partition(b' '), b''.rpartition(b'l'))", lambda: (b''.replace(b'l', b'L'), b''.partition(b' '), b''.rpartition(b'l')))
show("(b'a'.replace(b'l', b'L'), b'a'.partition(b' '), b'a'.rpartition(b'l'))", lambda: (b'a'.replace(b'l', b'L'), b'a'.partition(b' '), b'a'.rpartition(b'l')))
show("(b'Hello'.replace(b'l', b'L'), b'Hello'.partition(b' '), b'Hello'.rpartition(b'l'))", lambda: (b'Hello'.replace(b'l', b'L'), b'Hello'.partition(b' '), b'Hello'.rpartition(b'l')))
show("(b'hello world'.replace(b'l', b'L'), b'hello world'.partition(b' '), b'hello world'.rpartition(b'l'))", lambda: (b'hello world'.replace(b'l', b'L'), b'hello world'.partition(b' '), b'hello world'.rpartition(b'l')))
show("(b'  pad  '.replace(b'l', b'L'), b'  pad  '.partition(b' '), b'  pad  '.rpartition(b'l'))", lambda: (b'  pad  '.replace(b'l', b'L'), b'  pad  '.partition(b' '), b'  pad  '.rpartition(b'l')))
show("(b'MiXeD'.replace(b'l', b'L'), b'MiXeD'.partition(b' '), b'MiXeD'.rpartition(b'l'))", lambda: (b'MiXeD'.replace(b'l', b'L'), b'MiXeD'.partition(b' '), b'MiXeD'.rpartition(b'l')))
show("(b'123'.replace(b'l', b'L'), b'123'.partition(b' '), b'123'.rpartition(b'l'))", lambda: (b'123'.replace(b'l', b'L'), b'123'.partition(b' '), b'123'.rpartition(b'l')))
show("(b'\\x00\\xff'.replace(b'l', b'L'), b'\\x00\\xff'.partition(b' '), b'\\x00\\xff'.rpartition(b'l'))", lambda: (b'\x00\xff'.replace(b'l', b'L'), b'\x00\xff'.partition(b' '), b'\x00\xff'.rpartition(b'l')))
