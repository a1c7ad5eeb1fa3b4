"""ascii, bin, hex and oct of several values."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("ascii('naïve ☃')", lambda: ascii('naïve ☃'))
show("ascii(['é'])", lambda: ascii(['é']))
show('bin(0)', lambda: bin(0))
show('bin(-10)', lambda: bin(-10))
show('hex(2**64)', lambda: hex(2**64))
show('oct(-8)', lambda: oct(-8))
show('hex(True)', lambda: hex(True))
show('int(bin(37), 2)', lambda: int(bin(37), 2))
show('int(hex(-255), 16)', lambda: int(hex(-255), 16))
show('oct(0o777)', lambda: oct(0o777))
