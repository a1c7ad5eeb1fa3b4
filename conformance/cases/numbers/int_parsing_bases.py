"""int() parsing strings in bases 2 to 36 with prefixes and underscores."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("int('ff', 16)", lambda: int('ff', 16))
show("int('0xff', 16)", lambda: int('0xff', 16))
show("int('0xff', 0)", lambda: int('0xff', 0))
show("int('0o17', 0)", lambda: int('0o17', 0))
show("int('0b101', 0)", lambda: int('0b101', 0))
show("int('z', 36)", lambda: int('z', 36))
show("int('1_000_000')", lambda: int('1_000_000'))
show("int(' 42 ')", lambda: int(' 42 '))
show("int('-0')", lambda: int('-0'))
show("int('+7')", lambda: int('+7'))
show("int('010', 0)", lambda: int('010', 0))
show("int('1__0')", lambda: int('1__0'))
show("int('12', 2)", lambda: int('12', 2))
show("int('', 10)", lambda: int('', 10))
show("int('٣')", lambda: int('٣'))
show("int('10', 1)", lambda: int('10', 1))
