"""bool() of empty and non-empty values of every builtin type."""

class Empty:
    pass


class Sized:
    def __len__(self):
        return 0

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('bool(0)', lambda: bool(0))
show('bool(0.0)', lambda: bool(0.0))
show('bool(-0.0)', lambda: bool(-0.0))
show('bool(0j)', lambda: bool(0j))
show("bool('')", lambda: bool(''))
show("bool(' ')", lambda: bool(' '))
show('bool([])', lambda: bool([]))
show('bool([0])', lambda: bool([0]))
show('bool({})', lambda: bool({}))
show('bool(set())', lambda: bool(set()))
show('bool(range(0))', lambda: bool(range(0)))
show('bool(None)', lambda: bool(None))
show("bool(b'')", lambda: bool(b''))
show("bool(float('nan'))", lambda: bool(float('nan')))
show('bool(Empty())', lambda: bool(Empty()))
show('bool(Sized())', lambda: bool(Sized()))
