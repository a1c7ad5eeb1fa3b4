"""format specs for str over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("('[' + format('', '>12') + ']', '[' + format('', '.3') + ']', '[' + format(repr(''), '^16') + ']')", lambda: ('[' + format('', '>12') + ']', '[' + format('', '.3') + ']', '[' + format(repr(''), '^16') + ']'))
show("('[' + format('a', '>12') + ']', '[' + format('a', '.3') + ']', '[' + format(repr('a'), '^16') + ']')", lambda: ('[' + format('a', '>12') + ']', '[' + format('a', '.3') + ']', '[' + format(repr('a'), '^16') + ']'))
show("('[' + format('Hello', '>12') + ']', '[' + format('Hello', '.3') + ']', '[' + format(repr('Hello'), '^16') + ']')", lambda: ('[' + format('Hello', '>12') + ']', '[' + format('Hello', '.3') + ']', '[' + format(repr('Hello'), '^16') + ']'))
show("('[' + format('hello world', '>12') + ']', '[' + format('hello world', '.3') + ']', '[' + format(repr('hello world'), '^16') + ']')", lambda: ('[' + format('hello world', '>12') + ']', '[' + format('hello world', '.3') + ']', '[' + format(repr('hello world'), '^16') + ']'))
show("('[' + format('  padded  ', '>12') + ']', '[' + format('  padded  ', '.3') + ']', '[' + format(repr('  padded  '), '^16') + ']')", lambda: ('[' + format('  padded  ', '>12') + ']', '[' + format('  padded  ', '.3') + ']', '[' + format(repr('  padded  '), '^16') + ']'))
show("('[' + format('a,b,,c', '>12') + ']', '[' + format('a,b,,c', '.3') + ']', '[' + format(repr('a,b,,c'), '^16') + ']')", lambda: ('[' + format('a,b,,c', '>12') + ']', '[' + format('a,b,,c', '.3') + ']', '[' + format(repr('a,b,,c'), '^16') + ']'))
show("('[' + format('tab\\there', '>12') + ']', '[' + format('tab\\there', '.3') + ']', '[' + format(repr('tab\\there'), '^16') + ']')", lambda: ('[' + format('tab\there', '>12') + ']', '[' + format('tab\there', '.3') + ']', '[' + format(repr('tab\there'), '^16') + ']'))
show("('[' + format('naïve café', '>12') + ']', '[' + format('naïve café', '.3') + ']', '[' + format(repr('naïve café'), '^16') + ']')", lambda: ('[' + format('naïve café', '>12') + ']', '[' + format('naïve café', '.3') + ']', '[' + format(repr('naïve café'), '^16') + ']'))
show("('[' + format('x.y.z', '>12') + ']', '[' + format('x.y.z', '.3') + ']', '[' + format(repr('x.y.z'), '^16') + ']')", lambda: ('[' + format('x.y.z', '>12') + ']', '[' + format('x.y.z', '.3') + ']', '[' + format(repr('x.y.z'), '^16') + ']'))
show("('[' + format('AaBbCc', '>12') + ']', '[' + format('AaBbCc', '.3') + ']', '[' + format(repr('AaBbCc'), '^16') + ']')", lambda: ('[' + format('AaBbCc', '>12') + ']', '[' + format('AaBbCc', '.3') + ']', '[' + format(repr('AaBbCc'), '^16') + ']'))
