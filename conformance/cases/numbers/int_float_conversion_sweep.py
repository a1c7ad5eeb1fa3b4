"""float() of ints and back, across the 53-bit boundary."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(float(0), int(float(0)) == 0)', lambda: (float(0), int(float(0)) == 0))
show('(float(1), int(float(1)) == 1)', lambda: (float(1), int(float(1)) == 1))
show('(float(-1), int(float(-1)) == -1)', lambda: (float(-1), int(float(-1)) == -1))
show('(float(255), int(float(255)) == 255)', lambda: (float(255), int(float(255)) == 255))
show('(float(-256), int(float(-256)) == -256)', lambda: (float(-256), int(float(-256)) == -256))
show('(float(2**31), int(float(2**31)) == 2**31)', lambda: (float(2**31), int(float(2**31)) == 2**31))
show('(float(2**63 - 1), int(float(2**63 - 1)) == 2**63 - 1)', lambda: (float(2**63 - 1), int(float(2**63 - 1)) == 2**63 - 1))
show('(float(-2**63), int(float(-2**63)) == -2**63)', lambda: (float(-2**63), int(float(-2**63)) == -2**63))
show('(float(10**20), int(float(10**20)) == 10**20)', lambda: (float(10**20), int(float(10**20)) == 10**20))
show('(float(-(10**20)), int(float(-(10**20))) == -(10**20))', lambda: (float(-(10**20)), int(float(-(10**20))) == -(10**20)))
