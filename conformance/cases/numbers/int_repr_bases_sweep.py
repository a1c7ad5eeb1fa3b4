"""str, hex, oct and bin of ints from zero to beyond 64 bits."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(str(0), hex(0), oct(0), bin(0)[:20])', lambda: (str(0), hex(0), oct(0), bin(0)[:20]))
show('(str(1), hex(1), oct(1), bin(1)[:20])', lambda: (str(1), hex(1), oct(1), bin(1)[:20]))
show('(str(-1), hex(-1), oct(-1), bin(-1)[:20])', lambda: (str(-1), hex(-1), oct(-1), bin(-1)[:20]))
show('(str(255), hex(255), oct(255), bin(255)[:20])', lambda: (str(255), hex(255), oct(255), bin(255)[:20]))
show('(str(-256), hex(-256), oct(-256), bin(-256)[:20])', lambda: (str(-256), hex(-256), oct(-256), bin(-256)[:20]))
show('(str(2**31), hex(2**31), oct(2**31), bin(2**31)[:20])', lambda: (str(2**31), hex(2**31), oct(2**31), bin(2**31)[:20]))
show('(str(2**63 - 1), hex(2**63 - 1), oct(2**63 - 1), bin(2**63 - 1)[:20])', lambda: (str(2**63 - 1), hex(2**63 - 1), oct(2**63 - 1), bin(2**63 - 1)[:20]))
show('(str(-2**63), hex(-2**63), oct(-2**63), bin(-2**63)[:20])', lambda: (str(-2**63), hex(-2**63), oct(-2**63), bin(-2**63)[:20]))
show('(str(10**20), hex(10**20), oct(10**20), bin(10**20)[:20])', lambda: (str(10**20), hex(10**20), oct(10**20), bin(10**20)[:20]))
show('(str(-(10**20)), hex(-(10**20)), oct(-(10**20)), bin(-(10**20))[:20])', lambda: (str(-(10**20)), hex(-(10**20)), oct(-(10**20)), bin(-(10**20))[:20]))
