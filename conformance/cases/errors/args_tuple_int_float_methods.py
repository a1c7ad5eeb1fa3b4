"""Methods of tuple, int and float called with wrong argument counts and types."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('().index()', lambda: ().index())
show('().index(1)', lambda: ().index(1))
show('().count()', lambda: ().count())
show('().count(1, 2)', lambda: ().count(1, 2))
show('()[0]', lambda: ()[0])
show('(1).bit_length(1)', lambda: (1).bit_length(1))
show("(1).to_bytes(1, 'x')", lambda: (1).to_bytes(1, 'x'))
show("(1).to_bytes(-1, 'big')", lambda: (1).to_bytes(-1, 'big'))
show("(256).to_bytes(1, 'big')", lambda: (256).to_bytes(1, 'big'))
show('int.from_bytes()', lambda: int.from_bytes())
show("int.from_bytes(1, 'big')", lambda: int.from_bytes(1, 'big'))
show("int.from_bytes(b'a', 'x')", lambda: int.from_bytes(b'a', 'x'))
show('(1).conjugate(1)', lambda: (1).conjugate(1))
show('(1).as_integer_ratio(1)', lambda: (1).as_integer_ratio(1))
show('(1).bit_count(1)', lambda: (1).bit_count(1))
show('(1.0).is_integer(1)', lambda: (1.0).is_integer(1))
show('float.fromhex()', lambda: float.fromhex())
show('float.fromhex(1)', lambda: float.fromhex(1))
show("float.fromhex('zz')", lambda: float.fromhex('zz'))
show('(1.0).hex(1)', lambda: (1.0).hex(1))
show('(1.0).as_integer_ratio(1)', lambda: (1.0).as_integer_ratio(1))
show("float('inf').as_integer_ratio()", lambda: float('inf').as_integer_ratio())
show("float('nan').as_integer_ratio()", lambda: float('nan').as_integer_ratio())
show('(1.0).conjugate(1)', lambda: (1.0).conjugate(1))
show("(1).to_bytes(2, 'little', signed=True)", lambda: (1).to_bytes(2, 'little', signed=True))
show("(-1).to_bytes(2, 'big')", lambda: (-1).to_bytes(2, 'big'))
show("int.from_bytes(b'\\xff', 'big', signed=True)", lambda: int.from_bytes(b'\xff', 'big', signed=True))
show('(1, 2).index(2, 0, 1)', lambda: (1, 2).index(2, 0, 1))
