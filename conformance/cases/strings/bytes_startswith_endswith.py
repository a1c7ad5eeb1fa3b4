"""bytes.startswith and endswith with tuples and bounds."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.startswith(b'H'), b''.endswith((b'd', b'D')), b''.startswith(b'', 1))", lambda: (b''.startswith(b'H'), b''.endswith((b'd', b'D')), b''.startswith(b'', 1)))
show("(b'a'.startswith(b'H'), b'a'.endswith((b'd', b'D')), b'a'.startswith(b'', 1))", lambda: (b'a'.startswith(b'H'), b'a'.endswith((b'd', b'D')), b'a'.startswith(b'', 1)))
show("(b'Hello'.startswith(b'H'), b'Hello'.endswith((b'd', b'D')), b'Hello'.startswith(b'', 1))", lambda: (b'Hello'.startswith(b'H'), b'Hello'.endswith((b'd', b'D')), b'Hello'.startswith(b'', 1)))
show("(b'hello world'.startswith(b'H'), b'hello world'.endswith((b'd', b'D')), b'hello world'.startswith(b'', 1))", lambda: (b'hello world'.startswith(b'H'), b'hello world'.endswith((b'd', b'D')), b'hello world'.startswith(b'', 1)))
show("(b'  pad  '.startswith(b'H'), b'  pad  '.endswith((b'd', b'D')), b'  pad  '.startswith(b'', 1))", lambda: (b'  pad  '.startswith(b'H'), b'  pad  '.endswith((b'd', b'D')), b'  pad  '.startswith(b'', 1)))
show("(b'MiXeD'.startswith(b'H'), b'MiXeD'.endswith((b'd', b'D')), b'MiXeD'.startswith(b'', 1))", lambda: (b'MiXeD'.startswith(b'H'), b'MiXeD'.endswith((b'd', b'D')), b'MiXeD'.startswith(b'', 1)))
show("(b'123'.startswith(b'H'), b'123'.endswith((b'd', b'D')), b'123'.startswith(b'', 1))", lambda: (b'123'.startswith(b'H'), b'123'.endswith((b'd', b'D')), b'123'.startswith(b'', 1)))
show("(b'\\x00\\xff'.startswith(b'H'), b'\\x00\\xff'.endswith((b'd', b'D')), b'\\x00\\xff'.startswith(b'', 1))", lambda: (b'\x00\xff'.startswith(b'H'), b'\x00\xff'.endswith((b'd', b'D')), b'\x00\xff'.startswith(b'', 1)))
