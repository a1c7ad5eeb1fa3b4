"""bytes.strip, lstrip and rstrip with and without arguments."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.strip(), b''.lstrip(b' H'), b''.rstrip(b'd'))", lambda: (b''.strip(), b''.lstrip(b' H'), b''.rstrip(b'd')))
show("(b'a'.strip(), b'a'.lstrip(b' H'), b'a'.rstrip(b'd'))", lambda: (b'a'.strip(), b'a'.lstrip(b' H'), b'a'.rstrip(b'd')))
show("(b'Hello'.strip(), b'Hello'.lstrip(b' H'), b'Hello'.rstrip(b'd'))", lambda: (b'Hello'.strip(), b'Hello'.lstrip(b' H'), b'Hello'.rstrip(b'd')))
show("(b'hello world'.strip(), b'hello world'.lstrip(b' H'), b'hello world'.rstrip(b'd'))", lambda: (b'hello world'.strip(), b'hello world'.lstrip(b' H'), b'hello world'.rstrip(b'd')))
show("(b'  pad  '.strip(), b'  pad  '.lstrip(b' H'), b'  pad  '.rstrip(b'd'))", lambda: (b'  pad  '.strip(), b'  pad  '.lstrip(b' H'), b'  pad  '.rstrip(b'd')))
show("(b'MiXeD'.strip(), b'MiXeD'.lstrip(b' H'), b'MiXeD'.rstrip(b'd'))", lambda: (b'MiXeD'.strip(), b'MiXeD'.lstrip(b' H'), b'MiXeD'.rstrip(b'd')))
show("(b'123'.strip(), b'123'.lstrip(b' H'), b'123'.rstrip(b'd'))", lambda: (b'123'.strip(), b'123'.lstrip(b' H'), b'123'.rstrip(b'd')))
show("(b'\\x00\\xff'.strip(), b'\\x00\\xff'.lstrip(b' H'), b'\\x00\\xff'.rstrip(b'd'))", lambda: (b'\x00\xff'.strip(), b'\x00\xff'.lstrip(b' H'), b'\x00\xff'.rstrip(b'd')))
