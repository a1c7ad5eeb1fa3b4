"""str.find, rfind, index and rindex with start and end bounds."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'banana'.find('an')", lambda: 'banana'.find('an'))
show("'banana'.rfind('an')", lambda: 'banana'.rfind('an'))
show("'banana'.find('an', 2)", lambda: 'banana'.find('an', 2))
show("'banana'.find('an', 2, 4)", lambda: 'banana'.find('an', 2, 4))
show("'banana'.find('x')", lambda: 'banana'.find('x'))
show("'banana'.find('')", lambda: 'banana'.find(''))
show("'banana'.rfind('', 3)", lambda: 'banana'.rfind('', 3))
show("'banana'.find('a', -2)", lambda: 'banana'.find('a', -2))
show("'banana'.index('na')", lambda: 'banana'.index('na'))
show("'banana'.rindex('na')", lambda: 'banana'.rindex('na'))
show("'banana'.index('na', 5)", lambda: 'banana'.index('na', 5))
show("'banana'.find('a', 10)", lambda: 'banana'.find('a', 10))
show("'banana'.find('', 10)", lambda: 'banana'.find('', 10))
show("'banana'.rindex('b', 1)", lambda: 'banana'.rindex('b', 1))
