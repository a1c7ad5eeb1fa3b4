"""str.splitlines over every line boundary, with and without keepends."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'a\\nb\\r\\nc\\rd'.splitlines()", lambda: 'a\nb\r\nc\rd'.splitlines())
show("'a\\nb\\r\\nc\\rd'.splitlines(True)", lambda: 'a\nb\r\nc\rd'.splitlines(True))
show("'one\\x0btwo\\x0cthree'.splitlines()", lambda: 'one\x0btwo\x0cthree'.splitlines())
show("'x\\u2028y\\u2029z'.splitlines()", lambda: 'x\u2028y\u2029z'.splitlines())
show("'\\n\\n'.splitlines()", lambda: '\n\n'.splitlines())
show("''.splitlines()", lambda: ''.splitlines())
show("'end\\n'.splitlines(keepends=True)", lambda: 'end\n'.splitlines(keepends=True))
show("'a\\x1cb\\x1dc\\x1ed\\x85e'.splitlines()", lambda: 'a\x1cb\x1dc\x1ed\x85e'.splitlines())
