"""round() with no digits and with one digit across floats."""

INF = float('inf')
NAN = float('nan')

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(round(0.0) if 0.0 == 0.0 and abs(0.0) != INF else None, round(0.0, 1))', lambda: (round(0.0) if 0.0 == 0.0 and abs(0.0) != INF else None, round(0.0, 1)))
show('(round(-0.0) if -0.0 == -0.0 and abs(-0.0) != INF else None, round(-0.0, 1))', lambda: (round(-0.0) if -0.0 == -0.0 and abs(-0.0) != INF else None, round(-0.0, 1)))
show('(round(0.5) if 0.5 == 0.5 and abs(0.5) != INF else None, round(0.5, 1))', lambda: (round(0.5) if 0.5 == 0.5 and abs(0.5) != INF else None, round(0.5, 1)))
show('(round(1.5) if 1.5 == 1.5 and abs(1.5) != INF else None, round(1.5, 1))', lambda: (round(1.5) if 1.5 == 1.5 and abs(1.5) != INF else None, round(1.5, 1)))
show('(round(2.5) if 2.5 == 2.5 and abs(2.5) != INF else None, round(2.5, 1))', lambda: (round(2.5) if 2.5 == 2.5 and abs(2.5) != INF else None, round(2.5, 1)))
show('(round(-2.5) if -2.5 == -2.5 and abs(-2.5) != INF else None, round(-2.5, 1))', lambda: (round(-2.5) if -2.5 == -2.5 and abs(-2.5) != INF else None, round(-2.5, 1)))
show('(round(1e-7) if 1e-7 == 1e-7 and abs(1e-7) != INF else None, round(1e-7, 1))', lambda: (round(1e-7) if 1e-7 == 1e-7 and abs(1e-7) != INF else None, round(1e-7, 1)))
show('(round(123456.789) if 123456.789 == 123456.789 and abs(123456.789) != INF else None, round(123456.789, 1))', lambda: (round(123456.789) if 123456.789 == 123456.789 and abs(123456.789) != INF else None, round(123456.789, 1)))
show('(round(1e16) if 1e16 == 1e16 and abs(1e16) != INF else None, round(1e16, 1))', lambda: (round(1e16) if 1e16 == 1e16 and abs(1e16) != INF else None, round(1e16, 1)))
show('(round(INF) if INF == INF and abs(INF) != INF else None, round(INF, 1))', lambda: (round(INF) if INF == INF and abs(INF) != INF else None, round(INF, 1)))
show('(round(NAN) if NAN == NAN and abs(NAN) != INF else None, round(NAN, 1))', lambda: (round(NAN) if NAN == NAN and abs(NAN) != INF else None, round(NAN, 1)))
