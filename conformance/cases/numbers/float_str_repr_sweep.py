"""str and repr of floats across magnitudes and specials."""

INF = float('inf')
NAN = float('nan')

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(str(0.0), repr(0.0))', lambda: (str(0.0), repr(0.0)))
show('(str(-0.0), repr(-0.0))', lambda: (str(-0.0), repr(-0.0)))
show('(str(0.5), repr(0.5))', lambda: (str(0.5), repr(0.5)))
show('(str(1.5), repr(1.5))', lambda: (str(1.5), repr(1.5)))
show('(str(2.5), repr(2.5))', lambda: (str(2.5), repr(2.5)))
show('(str(-2.5), repr(-2.5))', lambda: (str(-2.5), repr(-2.5)))
show('(str(1e-7), repr(1e-7))', lambda: (str(1e-7), repr(1e-7)))
show('(str(123456.789), repr(123456.789))', lambda: (str(123456.789), repr(123456.789)))
show('(str(1e16), repr(1e16))', lambda: (str(1e16), repr(1e16)))
show('(str(INF), repr(INF))', lambda: (str(INF), repr(INF)))
show('(str(NAN), repr(NAN))', lambda: (str(NAN), repr(NAN)))
