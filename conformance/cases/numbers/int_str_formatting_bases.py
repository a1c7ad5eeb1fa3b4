"""bin, oct, hex and format specs for ints in other bases."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('bin(10)', lambda: bin(10))
show('oct(64)', lambda: oct(64))
show('hex(255)', lambda: hex(255))
show('hex(-255)', lambda: hex(-255))
show("format(255, 'x')", lambda: format(255, 'x'))
show("format(255, '#X')", lambda: format(255, '#X'))
show("format(5, '08b')", lambda: format(5, '08b'))
show("format(255, '#010x')", lambda: format(255, '#010x'))
show("f'{1234567:,}'", lambda: f'{1234567:,}')
show("f'{1234567:_}'", lambda: f'{1234567:_}')
show("f'{255:_x}'", lambda: f'{255:_x}')
show("f'{-42:+}'", lambda: f'{-42:+}')
show("f'{42: }'", lambda: f'{42: }')
show("f'{42:^9}'", lambda: f'{42:^9}')
show("f'{42:*<6}'", lambda: f'{42:*<6}')
show("f'{-42:=8}'", lambda: f'{-42:=8}')
show("f'{65:c}'", lambda: f'{65:c}')
show("f'{10:n}'", lambda: f'{10:n}')
