"""hash of floats equals hash of the equal int when integral."""

INF = float('inf')
NAN = float('nan')

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(hash(0.0) == hash(int(0.0)) if 0.0 == 0.0 and abs(0.0) != INF and 0.0 == int(0.0) else hash(0.0) == hash(0.0))', lambda: (hash(0.0) == hash(int(0.0)) if 0.0 == 0.0 and abs(0.0) != INF and 0.0 == int(0.0) else hash(0.0) == hash(0.0)))
show('(hash(-0.0) == hash(int(-0.0)) if -0.0 == -0.0 and abs(-0.0) != INF and -0.0 == int(-0.0) else hash(-0.0) == hash(-0.0))', lambda: (hash(-0.0) == hash(int(-0.0)) if -0.0 == -0.0 and abs(-0.0) != INF and -0.0 == int(-0.0) else hash(-0.0) == hash(-0.0)))
show('(hash(0.5) == hash(int(0.5)) if 0.5 == 0.5 and abs(0.5) != INF and 0.5 == int(0.5) else hash(0.5) == hash(0.5))', lambda: (hash(0.5) == hash(int(0.5)) if 0.5 == 0.5 and abs(0.5) != INF and 0.5 == int(0.5) else hash(0.5) == hash(0.5)))
show('(hash(1.5) == hash(int(1.5)) if 1.5 == 1.5 and abs(1.5) != INF and 1.5 == int(1.5) else hash(1.5) == hash(1.5))', lambda: (hash(1.5) == hash(int(1.5)) if 1.5 == 1.5 and abs(1.5) != INF and 1.5 == int(1.5) else hash(1.5) == hash(1.5)))
show('(hash(2.5) == hash(int(2.5)) if 2.5 == 2.5 and abs(2.5) != INF and 2.5 == int(2.5) else hash(2.5) == hash(2.5))', lambda: (hash(2.5) == hash(int(2.5)) if 2.5 == 2.5 and abs(2.5) != INF and 2.5 == int(2.5) else hash(2.5) == hash(2.5)))
show('(hash(-2.5) == hash(int(-2.5)) if -2.5 == -2.5 and abs(-2.5) != INF and -2.5 == int(-2.5) else hash(-2.5) == hash(-2.5))', lambda: (hash(-2.5) == hash(int(-2.5)) if -2.5 == -2.5 and abs(-2.5) != INF and -2.5 == int(-2.5) else hash(-2.5) == hash(-2.5)))
show('(hash(1e-7) == hash(int(1e-7)) if 1e-7 == 1e-7 and abs(1e-7) != INF and 1e-7 == int(1e-7) else hash(1e-7) == hash(1e-7))', lambda: (hash(1e-7) == hash(int(1e-7)) if 1e-7 == 1e-7 and abs(1e-7) != INF and 1e-7 == int(1e-7) else hash(1e-7) == hash(1e-7)))
show('(hash(123456.789) == hash(int(123456.789)) if 123456.789 == 123456.789 and abs(123456.789) != INF and 123456.789 == int(123456.789) else hash(123456.789) == hash(123456.789))', lambda: (hash(123456.789) == hash(int(123456.789)) if 123456.789 == 123456.789 and abs(123456.789) != INF and 123456.789 == int(123456.789) else hash(123456.789) == hash(123456.789)))
show('(hash(1e16) == hash(int(1e16)) if 1e16 == 1e16 and abs(1e16) != INF and 1e16 == int(1e16) else hash(1e16) == hash(1e16))', lambda: (hash(1e16) == hash(int(1e16)) if 1e16 == 1e16 and abs(1e16) != INF and 1e16 == int(1e16) else hash(1e16) == hash(1e16)))
show('(hash(INF) == hash(int(INF)) if INF == INF and abs(INF) != INF and INF == int(INF) else hash(INF) == hash(INF))', lambda: (hash(INF) == hash(int(INF)) if INF == INF and abs(INF) != INF and INF == int(INF) else hash(INF) == hash(INF)))
show('(hash(NAN) == hash(int(NAN)) if NAN == NAN and abs(NAN) != INF and NAN == int(NAN) else hash(NAN) == hash(NAN))', lambda: (hash(NAN) == hash(int(NAN)) if NAN == NAN and abs(NAN) != INF and NAN == int(NAN) else hash(NAN) == hash(NAN)))
