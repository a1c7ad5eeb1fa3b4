"""str.center, ljust and rjust to width 12 over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(''.center(12, '.'), ''.ljust(12, '_'), ''.rjust(12))", lambda: (''.center(12, '.'), ''.ljust(12, '_'), ''.rjust(12)))
show("('a'.center(12, '.'), 'a'.ljust(12, '_'), 'a'.rjust(12))", lambda: ('a'.center(12, '.'), 'a'.ljust(12, '_'), 'a'.rjust(12)))
show("('Hello'.center(12, '.'), 'Hello'.ljust(12, '_'), 'Hello'.rjust(12))", lambda: ('Hello'.center(12, '.'), 'Hello'.ljust(12, '_'), 'Hello'.rjust(12)))
show("('hello world'.center(12, '.'), 'hello world'.ljust(12, '_'), 'hello world'.rjust(12))", lambda: ('hello world'.center(12, '.'), 'hello world'.ljust(12, '_'), 'hello world'.rjust(12)))
show("('  padded  '.center(12, '.'), '  padded  '.ljust(12, '_'), '  padded  '.rjust(12))", lambda: ('  padded  '.center(12, '.'), '  padded  '.ljust(12, '_'), '  padded  '.rjust(12)))
show("('a,b,,c'.center(12, '.'), 'a,b,,c'.ljust(12, '_'), 'a,b,,c'.rjust(12))", lambda: ('a,b,,c'.center(12, '.'), 'a,b,,c'.ljust(12, '_'), 'a,b,,c'.rjust(12)))
show("('tab\\there'.center(12, '.'), 'tab\\there'.ljust(12, '_'), 'tab\\there'.rjust(12))", lambda: ('tab\there'.center(12, '.'), 'tab\there'.ljust(12, '_'), 'tab\there'.rjust(12)))
show("('naïve café'.center(12, '.'), 'naïve café'.ljust(12, '_'), 'naïve café'.rjust(12))", lambda: ('naïve café'.center(12, '.'), 'naïve café'.ljust(12, '_'), 'naïve café'.rjust(12)))
show("('x.y.z'.center(12, '.'), 'x.y.z'.ljust(12, '_'), 'x.y.z'.rjust(12))", lambda: ('x.y.z'.center(12, '.'), 'x.y.z'.ljust(12, '_'), 'x.y.z'.rjust(12)))
show("('AaBbCc'.center(12, '.'), 'AaBbCc'.ljust(12, '_'), 'AaBbCc'.rjust(12))", lambda: ('AaBbCc'.center(12, '.'), 'AaBbCc'.ljust(12, '_'), 'AaBbCc'.rjust(12)))
