"""callable() on functions, classes, instances and builtins."""

class Plain:
    pass


class WithCall:
    def __call__(self):
        return 1

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('callable(len)', lambda: callable(len))
show('callable(print)', lambda: callable(print))
show('callable(int)', lambda: callable(int))
show('callable(3)', lambda: callable(3))
show('callable(lambda: 0)', lambda: callable(lambda: 0))
show('callable(Plain())', lambda: callable(Plain()))
show('callable(WithCall())', lambda: callable(WithCall()))
show('callable(Plain)', lambda: callable(Plain))
show("callable('str'.upper)", lambda: callable('str'.upper))
show('callable(None)', lambda: callable(None))
