"""textwrap.wrap, fill, shorten, indent and dedent."""

import textwrap

text = 'The quick brown fox jumps over the lazy dog and keeps running far away.'

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('textwrap.wrap(text, 20)', lambda: textwrap.wrap(text, 20))
show('print(textwrap.fill(text, 25))', lambda: print(textwrap.fill(text, 25)))
show('textwrap.shorten(text, 30)', lambda: textwrap.shorten(text, 30))
show("textwrap.shorten(text, 30, placeholder='...')", lambda: textwrap.shorten(text, 30, placeholder='...'))
show("textwrap.indent('a\\nb\\n', '> ')", lambda: textwrap.indent('a\nb\n', '> '))
show("textwrap.dedent('   x\\n     y\\n')", lambda: textwrap.dedent('   x\n     y\n'))
show("textwrap.wrap('', 10)", lambda: textwrap.wrap('', 10))
show("textwrap.wrap('word', 2)", lambda: textwrap.wrap('word', 2))
