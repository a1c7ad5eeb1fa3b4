"""abs and negation around the 64-bit boundary."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('abs(-2**63)', lambda: abs(-2**63))
show('-(-2**63)', lambda: -(-2**63))
show('2**63 - 1 + 1', lambda: 2**63 - 1 + 1)
show('-2**63 - 1', lambda: -2**63 - 1)
show('abs(-(2**64))', lambda: abs(-(2**64)))
show('(2**63) * -1', lambda: (2**63) * -1)
show('(-2**63) // -1', lambda: (-2**63) // -1)
show('(-2**63) % -1', lambda: (-2**63) % -1)
show('2**63 >> 63', lambda: 2**63 >> 63)
show('-(2**63) >> 64', lambda: -(2**63) >> 64)
