"""bytes.find, count and index with byte values and subsequences."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.find(b'l'), b''.count(b'l'), b''.find(108))", lambda: (b''.find(b'l'), b''.count(b'l'), b''.find(108)))
show("(b'a'.find(b'l'), b'a'.count(b'l'), b'a'.find(108))", lambda: (b'a'.find(b'l'), b'a'.count(b'l'), b'a'.find(108)))
show("(b'Hello'.find(b'l'), b'Hello'.count(b'l'), b'Hello'.find(108))", lambda: (b'Hello'.find(b'l'), b'Hello'.count(b'l'), b'Hello'.find(108)))
show("(b'hello world'.find(b'l'), b'hello world'.count(b'l'), b'hello world'.find(108))", lambda: (b'hello world'.find(b'l'), b'hello world'.count(b'l'), b'hello world'.find(108)))
show("(b'  pad  '.find(b'l'), b'  pad  '.count(b'l'), b'  pad  '.find(108))", lambda: (b'  pad  '.find(b'l'), b'  pad  '.count(b'l'), b'  pad  '.find(108)))
show("(b'MiXeD'.find(b'l'), b'MiXeD'.count(b'l'), b'MiXeD'.find(108))", lambda: (b'MiXeD'.find(b'l'), b'MiXeD'.count(b'l'), b'MiXeD'.find(108)))
show("(b'123'.find(b'l'), b'123'.count(b'l'), b'123'.find(108))", lambda: (b'123'.find(b'l'), b'123'.count(b'l'), b'123'.find(108)))
show("(b'\\x00\\xff'.find(b'l'), b'\\x00\\xff'.count(b'l'), b'\\x00\\xff'.find(108))", lambda: (b'\x00\xff'.find(b'l'), b'\x00\xff'.count(b'l'), b'\x00\xff'.find(108)))
show("b'banana'.rfind(b'an')", lambda: b'banana'.rfind(b'an'))
show("b'banana'.index(b'na', 3)", lambda: b'banana'.index(b'na', 3))
show("b'banana'.count(b'')", lambda: b'banana'.count(b''))
show("b'banana'.index(b'x')", lambda: b'banana'.index(b'x'))
