"""str.swapcase over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("''.swapcase()", lambda: ''.swapcase())
show("'a'.swapcase()", lambda: 'a'.swapcase())
show("'Hello'.swapcase()", lambda: 'Hello'.swapcase())
show("'hello world'.swapcase()", lambda: 'hello world'.swapcase())
show("'  padded  '.swapcase()", lambda: '  padded  '.swapcase())
show("'MiXeD CaSe'.swapcase()", lambda: 'MiXeD CaSe'.swapcase())
show("'tab\\there'.swapcase()", lambda: 'tab\there'.swapcase())
show("'naïve café'.swapcase()", lambda: 'naïve café'.swapcase())
show("'123'.swapcase()", lambda: '123'.swapcase())
show("'x_1'.swapcase()", lambda: 'x_1'.swapcase())
show("'ß'.swapcase()", lambda: 'ß'.swapcase())
show("'ǅ'.swapcase()", lambda: 'ǅ'.swapcase())
