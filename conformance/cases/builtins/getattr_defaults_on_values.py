"""getattr, hasattr and setattr on builtin values and instances."""

class Box:
    pass


obj = Box()

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("getattr('abc', 'upper')()", lambda: getattr('abc', 'upper')())
show("getattr([], 'nope', 'default')", lambda: getattr([], 'nope', 'default'))
show("hasattr(1, 'real')", lambda: hasattr(1, 'real'))
show("hasattr(1, 'nope')", lambda: hasattr(1, 'nope'))
show("getattr(3 + 4j, 'imag')", lambda: getattr(3 + 4j, 'imag'))
show("setattr(obj, 'x', 5) or obj.x", lambda: setattr(obj, 'x', 5) or obj.x)
show("getattr(obj, 'x')", lambda: getattr(obj, 'x'))
show("delattr(obj, 'x') or hasattr(obj, 'x')", lambda: delattr(obj, 'x') or hasattr(obj, 'x'))
show("getattr(obj, 'missing')", lambda: getattr(obj, 'missing'))
show("setattr([], 'x', 1)", lambda: setattr([], 'x', 1))
