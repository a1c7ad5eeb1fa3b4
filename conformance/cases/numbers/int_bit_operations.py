"""Bitwise and, or, xor, invert and shifts on negative and big ints."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('5 & 3', lambda: 5 & 3)
show('5 | 3', lambda: 5 | 3)
show('5 ^ 3', lambda: 5 ^ 3)
show('~5', lambda: ~5)
show('-5 & 0xff', lambda: -5 & 0xff)
show('-1 >> 10', lambda: -1 >> 10)
show('1 << 100', lambda: 1 << 100)
show('(1 << 100) >> 99', lambda: (1 << 100) >> 99)
show('-8 >> 1', lambda: -8 >> 1)
show('0b1010 ^ 0b0110', lambda: 0b1010 ^ 0b0110)
show('bin(-5 & 0xf)', lambda: bin(-5 & 0xf))
show('(2**64 - 1) & -2**32', lambda: (2**64 - 1) & -2**32)
show('1 << -1', lambda: 1 << -1)
show('~(2**70)', lambda: ~(2**70))
