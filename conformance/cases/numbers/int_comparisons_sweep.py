"""Comparisons of ints with floats across sizes."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(0 < 1.5, 0 == float(0), 0 > -1e19)', lambda: (0 < 1.5, 0 == float(0), 0 > -1e19))
show('(1 < 1.5, 1 == float(1), 1 > -1e19)', lambda: (1 < 1.5, 1 == float(1), 1 > -1e19))
show('(-1 < 1.5, -1 == float(-1), -1 > -1e19)', lambda: (-1 < 1.5, -1 == float(-1), -1 > -1e19))
show('(255 < 1.5, 255 == float(255), 255 > -1e19)', lambda: (255 < 1.5, 255 == float(255), 255 > -1e19))
show('(-256 < 1.5, -256 == float(-256), -256 > -1e19)', lambda: (-256 < 1.5, -256 == float(-256), -256 > -1e19))
show('(2**31 < 1.5, 2**31 == float(2**31), 2**31 > -1e19)', lambda: (2**31 < 1.5, 2**31 == float(2**31), 2**31 > -1e19))
show('(2**63 - 1 < 1.5, 2**63 - 1 == float(2**63 - 1), 2**63 - 1 > -1e19)', lambda: (2**63 - 1 < 1.5, 2**63 - 1 == float(2**63 - 1), 2**63 - 1 > -1e19))
show('(-2**63 < 1.5, -2**63 == float(-2**63), -2**63 > -1e19)', lambda: (-2**63 < 1.5, -2**63 == float(-2**63), -2**63 > -1e19))
show('(10**20 < 1.5, 10**20 == float(10**20), 10**20 > -1e19)', lambda: (10**20 < 1.5, 10**20 == float(10**20), 10**20 > -1e19))
show('(-(10**20) < 1.5, -(10**20) == float(-(10**20)), -(10**20) > -1e19)', lambda: (-(10**20) < 1.5, -(10**20) == float(-(10**20)), -(10**20) > -1e19))
