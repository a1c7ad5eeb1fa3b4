"""bytes.center, ljust, rjust and zfill."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.center(9, b'*'), b''.ljust(7, b'.'), b''.rjust(7), b''.zfill(6))", lambda: (b''.center(9, b'*'), b''.ljust(7, b'.'), b''.rjust(7), b''.zfill(6)))
show("(b'a'.center(9, b'*'), b'a'.ljust(7, b'.'), b'a'.rjust(7), b'a'.zfill(6))", lambda: (b'a'.center(9, b'*'), b'a'.ljust(7, b'.'), b'a'.rjust(7), b'a'.zfill(6)))
show("(b'Hello'.center(9, b'*'), b'Hello'.ljust(7, b'.'), b'Hello'.rjust(7), b'Hello'.zfill(6))", lambda: (b'Hello'.center(9, b'*'), b'Hello'.ljust(7, b'.'), b'Hello'.rjust(7), b'Hello'.zfill(6)))
show("(b'hello world'.center(9, b'*'), b'hello world'.ljust(7, b'.'), b'hello world'.rjust(7), b'hello world'.zfill(6))", lambda: (b'hello world'.center(9, b'*'), b'hello world'.ljust(7, b'.'), b'hello world'.rjust(7), b'hello world'.zfill(6)))
show("(b'  pad  '.center(9, b'*'), b'  pad  '.ljust(7, b'.'), b'  pad  '.rjust(7), b'  pad  '.zfill(6))", lambda: (b'  pad  '.center(9, b'*'), b'  pad  '.ljust(7, b'.'), b'  pad  '.rjust(7), b'  pad  '.zfill(6)))
show("(b'MiXeD'.center(9, b'*'), b'MiXeD'.ljust(7, b'.'), b'MiXeD'.rjust(7), b'MiXeD'.zfill(6))", lambda: (b'MiXeD'.center(9, b'*'), b'MiXeD'.ljust(7, b'.'), b'MiXeD'.rjust(7), b'MiXeD'.zfill(6)))
show("(b'123'.center(9, b'*'), b'123'.ljust(7, b'.'), b'123'.rjust(7), b'123'.zfill(6))", lambda: (b'123'.center(9, b'*'), b'123'.ljust(7, b'.'), b'123'.rjust(7), b'123'.zfill(6)))
show("(b'\\x00\\xff'.center(9, b'*'), b'\\x00\\xff'.ljust(7, b'.'), b'\\x00\\xff'.rjust(7), b'\\x00\\xff'.zfill(6))", lambda: (b'\x00\xff'.center(9, b'*'), b'\x00\xff'.ljust(7, b'.'), b'\x00\xff'.rjust(7), b'\x00\xff'.zfill(6)))
