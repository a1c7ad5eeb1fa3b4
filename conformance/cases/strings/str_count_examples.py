"""str.count with overlapping text, empty needles and bounds."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'aaaa'.count('aa')", lambda: 'aaaa'.count('aa'))
show("'banana'.count('a')", lambda: 'banana'.count('a'))
show("'banana'.count('')", lambda: 'banana'.count(''))
show("''.count('')", lambda: ''.count(''))
show("'banana'.count('a', 2)", lambda: 'banana'.count('a', 2))
show("'banana'.count('a', 2, 4)", lambda: 'banana'.count('a', 2, 4))
show("'banana'.count('a', -3)", lambda: 'banana'.count('a', -3))
show("'mississippi'.count('ss')", lambda: 'mississippi'.count('ss'))
show("'abc'.count('abcd')", lambda: 'abc'.count('abcd'))
