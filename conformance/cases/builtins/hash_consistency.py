"""hash agrees for equal ints, floats, bools and tuples of them."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('hash(1) == hash(1.0) == hash(True)', lambda: hash(1) == hash(1.0) == hash(True))
show('hash((1, 2)) == hash((1.0, 2.0))', lambda: hash((1, 2)) == hash((1.0, 2.0)))
show('hash(0) == hash(-0.0)', lambda: hash(0) == hash(-0.0))
show('hash(-1)', lambda: hash(-1))
show('hash(2**61 - 1)', lambda: hash(2**61 - 1))
show('hash(2**61)', lambda: hash(2**61))
show('hash(1.5)', lambda: hash(1.5))
show("hash(float('inf'))", lambda: hash(float('inf')))
show('hash(()) == hash(())', lambda: hash(()) == hash(()))
show('hash(frozenset([1, 2])) == hash(frozenset([2, 1]))', lambda: hash(frozenset([1, 2])) == hash(frozenset([2, 1])))
show('hash(-2)', lambda: hash(-2))
