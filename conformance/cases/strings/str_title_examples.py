"""str.title over assorted words, including apostrophes and digits."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("''.title()", lambda: ''.title())
show("'a'.title()", lambda: 'a'.title())
show("'Hello'.title()", lambda: 'Hello'.title())
show("'hello world'.title()", lambda: 'hello world'.title())
show("'  padded  '.title()", lambda: '  padded  '.title())
show("'MiXeD CaSe'.title()", lambda: 'MiXeD CaSe'.title())
show("'tab\\there'.title()", lambda: 'tab\there'.title())
show("'naïve café'.title()", lambda: 'naïve café'.title())
show("'123'.title()", lambda: '123'.title())
show("'x_1'.title()", lambda: 'x_1'.title())
show('"they\'re bill\'s".title()', lambda: "they're bill's".title())
show("'3rd place'.title()", lambda: '3rd place'.title())
show("'hello-world_foo'.title()", lambda: 'hello-world_foo'.title())
