"""Bitwise and, or and xor with a mask across sizes and signs."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(0 & 0xF0F0, 0 | 1, 0 ^ -1)', lambda: (0 & 0xF0F0, 0 | 1, 0 ^ -1))
show('(1 & 0xF0F0, 1 | 1, 1 ^ -1)', lambda: (1 & 0xF0F0, 1 | 1, 1 ^ -1))
show('(-1 & 0xF0F0, -1 | 1, -1 ^ -1)', lambda: (-1 & 0xF0F0, -1 | 1, -1 ^ -1))
show('(255 & 0xF0F0, 255 | 1, 255 ^ -1)', lambda: (255 & 0xF0F0, 255 | 1, 255 ^ -1))
show('(-256 & 0xF0F0, -256 | 1, -256 ^ -1)', lambda: (-256 & 0xF0F0, -256 | 1, -256 ^ -1))
show('(2**31 & 0xF0F0, 2**31 | 1, 2**31 ^ -1)', lambda: (2**31 & 0xF0F0, 2**31 | 1, 2**31 ^ -1))
show('(2**63 - 1 & 0xF0F0, 2**63 - 1 | 1, 2**63 - 1 ^ -1)', lambda: (2**63 - 1 & 0xF0F0, 2**63 - 1 | 1, 2**63 - 1 ^ -1))
show('(-2**63 & 0xF0F0, -2**63 | 1, -2**63 ^ -1)', lambda: (-2**63 & 0xF0F0, -2**63 | 1, -2**63 ^ -1))
show('(10**20 & 0xF0F0, 10**20 | 1, 10**20 ^ -1)', lambda: (10**20 & 0xF0F0, 10**20 | 1, 10**20 ^ -1))
show('(-(10**20) & 0xF0F0, -(10**20) | 1, -(10**20) ^ -1)', lambda: (-(10**20) & 0xF0F0, -(10**20) | 1, -(10**20) ^ -1))
