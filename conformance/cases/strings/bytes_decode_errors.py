"""bytes.decode with strict, replace and ignore error handlers."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.decode('latin-1'), b''.decode('utf-8', 'replace'), b''.decode('ascii', 'ignore'))", lambda: (b''.decode('latin-1'), b''.decode('utf-8', 'replace'), b''.decode('ascii', 'ignore')))
show("(b'a'.decode('latin-1'), b'a'.decode('utf-8', 'replace'), b'a'.decode('ascii', 'ignore'))", lambda: (b'a'.decode('latin-1'), b'a'.decode('utf-8', 'replace'), b'a'.decode('ascii', 'ignore')))
show("(b'Hello'.decode('latin-1'), b'Hello'.decode('utf-8', 'replace'), b'Hello'.decode('ascii', 'ignore'))", lambda: (b'Hello'.decode('latin-1'), b'Hello'.decode('utf-8', 'replace'), b'Hello'.decode('ascii', 'ignore')))
show("(b'hello world'.decode('latin-1'), b'hello world'.decode('utf-8', 'replace'), b'hello world'.decode('ascii', 'ignore'))", lambda: (b'hello world'.decode('latin-1'), b'hello world'.decode('utf-8', 'replace'), b'hello world'.decode('ascii', 'ignore')))
show("(b'  pad  '.decode('latin-1'), b'  pad  '.decode('utf-8', 'replace'), b'  pad  '.decode('ascii', 'ignore'))", lambda: (b'  pad  '.decode('latin-1'), b'  pad  '.decode('utf-8', 'replace'), b'  pad  '.decode('ascii', 'ignore')))
show("(b'MiXeD'.decode('latin-1'), b'MiXeD'.decode('utf-8', 'replace'), b'MiXeD'.decode('ascii', 'ignore'))", lambda: (b'MiXeD'.decode('latin-1'), b'MiXeD'.decode('utf-8', 'replace'), b'MiXeD'.decode('ascii', 'ignore')))
show("(b'123'.decode('latin-1'), b'123'.decode('utf-8', 'replace'), b'123'.decode('ascii', 'ignore'))", lambda: (b'123'.decode('latin-1'), b'123'.decode('utf-8', 'replace'), b'123'.decode('ascii', 'ignore')))
show("(b'\\x00\\xff'.decode('latin-1'), b'\\x00\\xff'.decode('utf-8', 'replace'), b'\\x00\\xff'.decode('ascii', 'ignore'))", lambda: (b'\x00\xff'.decode('latin-1'), b'\x00\xff'.decode('utf-8', 'replace'), b'\x00\xff'.decode('ascii', 'ignore')))
show("b'\\xff'.decode()", lambda: b'\xff'.decode())
show("b'caf\\xc3\\xa9'.decode()", lambda: b'caf\xc3\xa9'.decode())
show("b'\\xc3'.decode('utf-8', 'backslashreplace')", lambda: b'\xc3'.decode('utf-8', 'backslashreplace'))
