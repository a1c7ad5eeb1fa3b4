"""str.isidentifier over assorted words and keywords."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("''.isidentifier()", lambda: ''.isidentifier())
show("'a'.isidentifier()", lambda: 'a'.isidentifier())
show("'Hello'.isidentifier()", lambda: 'Hello'.isidentifier())
show("'hello world'.isidentifier()", lambda: 'hello world'.isidentifier())
show("'  padded  '.isidentifier()", lambda: '  padded  '.isidentifier())
show("'MiXeD CaSe'.isidentifier()", lambda: 'MiXeD CaSe'.isidentifier())
show("'tab\\there'.isidentifier()", lambda: 'tab\there'.isidentifier())
show("'naïve café'.isidentifier()", lambda: 'naïve café'.isidentifier())
show("'123'.isidentifier()", lambda: '123'.isidentifier())
show("'x_1'.isidentifier()", lambda: 'x_1'.isidentifier())
show("'class'.isidentifier()", lambda: 'class'.isidentifier())
show("'_'.isidentifier()", lambda: '_'.isidentifier())
show("'1abc'.isidentifier()", lambda: '1abc'.isidentifier())
show("'ünicode'.isidentifier()", lambda: 'ünicode'.isidentifier())
