"""hash of ints across sizes, matching CPython's modular hash."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('hash(0)', lambda: hash(0))
show('hash(1)', lambda: hash(1))
show('hash(-1)', lambda: hash(-1))
show('hash(255)', lambda: hash(255))
show('hash(-256)', lambda: hash(-256))
show('hash(2**31)', lambda: hash(2**31))
show('hash(2**63 - 1)', lambda: hash(2**63 - 1))
show('hash(-2**63)', lambda: hash(-2**63))
show('hash(10**20)', lambda: hash(10**20))
show('hash(-(10**20))', lambda: hash(-(10**20)))
