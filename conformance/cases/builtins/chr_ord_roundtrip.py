"""chr and ord are inverses over several ranges."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('all(ord(chr(i)) == i for i in range(0, 0x300))', lambda: all(ord(chr(i)) == i for i in range(0, 0x300)))
show("[ord(c) for c in 'AZaz09']", lambda: [ord(c) for c in 'AZaz09'])
show("chr(ord('a') + 25)", lambda: chr(ord('a') + 25))
show("''.join(chr(c) for c in range(0x3b1, 0x3b6))", lambda: ''.join(chr(c) for c in range(0x3b1, 0x3b6)))
show("ord('\\U0001F40D')", lambda: ord('\U0001F40D'))
show("chr(0x10FFFF) == '\\U0010FFFF'", lambda: chr(0x10FFFF) == '\U0010FFFF')
