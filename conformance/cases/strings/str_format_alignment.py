"""format specs for strs: width, fill, alignment and precision."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("format('ab', '>5')", lambda: format('ab', '>5'))
show("format('ab', '<5')", lambda: format('ab', '<5'))
show("format('ab', '^5')", lambda: format('ab', '^5'))
show("format('ab', '*^6')", lambda: format('ab', '*^6'))
show("format('abcdef', '.3')", lambda: format('abcdef', '.3'))
show("format('abcdef', '>8.2')", lambda: format('abcdef', '>8.2'))
show('f\'{"x":-^7}\'', lambda: f'{"x":-^7}')
show("format('ab', '')", lambda: format('ab', ''))
show("format('ab', 's')", lambda: format('ab', 's'))
show("format('ab', '=5')", lambda: format('ab', '=5'))
show("format('ab', '05')", lambda: format('ab', '05'))
