"""int.to_bytes and int.from_bytes in both byte orders, signed and unsigned."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(1024).to_bytes(2, 'big')", lambda: (1024).to_bytes(2, 'big'))
show("(1024).to_bytes(2, 'little')", lambda: (1024).to_bytes(2, 'little'))
show("(-2).to_bytes(2, 'big', signed=True)", lambda: (-2).to_bytes(2, 'big', signed=True))
show("int.from_bytes(b'\\x00\\x10', 'big')", lambda: int.from_bytes(b'\x00\x10', 'big'))
show("int.from_bytes(b'\\x00\\x10', 'little')", lambda: int.from_bytes(b'\x00\x10', 'little'))
show("int.from_bytes(b'\\xfe\\xff', 'little', signed=True)", lambda: int.from_bytes(b'\xfe\xff', 'little', signed=True))
show("(0).to_bytes(0, 'big')", lambda: (0).to_bytes(0, 'big'))
show("(1).to_bytes(0, 'big')", lambda: (1).to_bytes(0, 'big'))
show("int.from_bytes([1, 2, 3], 'big')", lambda: int.from_bytes([1, 2, 3], 'big'))
show("(2**64).to_bytes(9, 'big').hex()", lambda: (2**64).to_bytes(9, 'big').hex())
show('(65).to_bytes()', lambda: (65).to_bytes())
