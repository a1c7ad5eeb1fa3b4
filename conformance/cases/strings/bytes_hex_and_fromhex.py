"""bytes.hex with separators and bytes.fromhex back."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(b''.hex(), b''.hex(':'), bytes.fromhex(b''.hex()) == b'')", lambda: (b''.hex(), b''.hex(':'), bytes.fromhex(b''.hex()) == b''))
show("(b'a'.hex(), b'a'.hex(':'), bytes.fromhex(b'a'.hex()) == b'a')", lambda: (b'a'.hex(), b'a'.hex(':'), bytes.fromhex(b'a'.hex()) == b'a'))
show("(b'Hello'.hex(), b'Hello'.hex(':'), bytes.fromhex(b'Hello'.hex()) == b'Hello')", lambda: (b'Hello'.hex(), b'Hello'.hex(':'), bytes.fromhex(b'Hello'.hex()) == b'Hello'))
show("(b'hello world'.hex(), b'hello world'.hex(':'), bytes.fromhex(b'hello world'.hex()) == b'hello world')", lambda: (b'hello world'.hex(), b'hello world'.hex(':'), bytes.fromhex(b'hello world'.hex()) == b'hello world'))
show("(b'  pad  '.hex(), b'  pad  '.hex(':'), bytes.fromhex(b'  pad  '.hex()) == b'  pad  ')", lambda: (b'  pad  '.hex(), b'  pad  '.hex(':'), bytes.fromhex(b'  pad  '.hex()) == b'  pad  '))
show("(b'MiXeD'.hex(), b'MiXeD'.hex(':'), bytes.fromhex(b'MiXeD'.hex()) == b'MiXeD')", lambda: (b'MiXeD'.hex(), b'MiXeD'.hex(':'), bytes.fromhex(b'MiXeD'.hex()) == b'MiXeD'))
show("(b'123'.hex(), b'123'.hex(':'), bytes.fromhex(b'123'.hex()) == b'123')", lambda: (b'123'.hex(), b'123'.hex(':'), bytes.fromhex(b'123'.hex()) == b'123'))
show("(b'\\x00\\xff'.hex(), b'\\x00\\xff'.hex(':'), bytes.fromhex(b'\\x00\\xff'.hex()) == b'\\x00\\xff')", lambda: (b'\x00\xff'.hex(), b'\x00\xff'.hex(':'), bytes.fromhex(b'\x00\xff'.hex()) == b'\x00\xff'))
show("b'abcdef'.hex('-', 2)", lambda: b'abcdef'.hex('-', 2))
show("bytes.fromhex('de ad be ef')", lambda: bytes.fromhex('de ad be ef'))
show("bytes.fromhex('0')", lambda: bytes.fromhex('0'))
show("b'\\x01\\x02'.hex(' ', -1)", lambda: b'\x01\x02'.hex(' ', -1))
