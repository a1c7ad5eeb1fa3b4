"""bytes indexing gives ints and slicing gives bytes."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(list(b''[:3]), b''[1:], b''[::-1])", lambda: (list(b''[:3]), b''[1:], b''[::-1]))
show("(list(b'a'[:3]), b'a'[1:], b'a'[::-1])", lambda: (list(b'a'[:3]), b'a'[1:], b'a'[::-1]))
show("(list(b'Hello'[:3]), b'Hello'[1:], b'Hello'[::-1])", lambda: (list(b'Hello'[:3]), b'Hello'[1:], b'Hello'[::-1]))
show("(list(b'hello world'[:3]), b'hello world'[1:], b'hello world'[::-1])", lambda: (list(b'hello world'[:3]), b'hello world'[1:], b'hello world'[::-1]))
show("(list(b'  pad  '[:3]), b'  pad  '[1:], b'  pad  '[::-1])", lambda: (list(b'  pad  '[:3]), b'  pad  '[1:], b'  pad  '[::-1]))
show("(list(b'MiXeD'[:3]), b'MiXeD'[1:], b'MiXeD'[::-1])", lambda: (list(b'MiXeD'[:3]), b'MiXeD'[1:], b'MiXeD'[::-1]))
show("(list(b'123'[:3]), b'123'[1:], b'123'[::-1])", lambda: (list(b'123'[:3]), b'123'[1:], b'123'[::-1]))
show("(list(b'\\x00\\xff'[:3]), b'\\x00\\xff'[1:], b'\\x00\\xff'[::-1])", lambda: (list(b'\x00\xff'[:3]), b'\x00\xff'[1:], b'\x00\xff'[::-1]))
show("b'abc'[0]", lambda: b'abc'[0])
show("b'abc'[-1:]", lambda: b'abc'[-1:])
show("b'abc'[5]", lambda: b'abc'[5])
show("bytearray(b'abc')[1]", lambda: bytearray(b'abc')[1])
