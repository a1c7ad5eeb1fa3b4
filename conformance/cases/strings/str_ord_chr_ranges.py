"""chr and ord across ASCII, Latin-1, BMP and astral code points."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("ord('A')", lambda: ord('A'))
show('chr(97)', lambda: chr(97))
show("ord('é')", lambda: ord('é'))
show('chr(0x20ac)', lambda: chr(0x20ac))
show("ord('😀')", lambda: ord('😀'))
show('chr(0x1F600)', lambda: chr(0x1F600))
show('[chr(c) for c in range(65, 70)]', lambda: [chr(c) for c in range(65, 70)])
show("''.join(chr(ord(c) + 1) for c in 'HAL')", lambda: ''.join(chr(ord(c) + 1) for c in 'HAL'))
show("hex(ord('\\n'))", lambda: hex(ord('\n')))
show('chr(0)', lambda: chr(0))
