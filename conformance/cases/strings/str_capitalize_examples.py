"""str.capitalize over assorted words."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("''.capitalize()", lambda: ''.capitalize())
show("'a'.capitalize()", lambda: 'a'.capitalize())
show("'Hello'.capitalize()", lambda: 'Hello'.capitalize())
show("'hello world'.capitalize()", lambda: 'hello world'.capitalize())
show("'  padded  '.capitalize()", lambda: '  padded  '.capitalize())
show("'MiXeD CaSe'.capitalize()", lambda: 'MiXeD CaSe'.capitalize())
show("'tab\\there'.capitalize()", lambda: 'tab\there'.capitalize())
show("'naïve café'.capitalize()", lambda: 'naïve café'.capitalize())
show("'123'.capitalize()", lambda: '123'.capitalize())
show("'x_1'.capitalize()", lambda: 'x_1'.capitalize())
show("'ﬁne'.capitalize()", lambda: 'ﬁne'.capitalize())
