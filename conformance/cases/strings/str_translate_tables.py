"""str.translate with maketrans tables and deletions."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'hello'.translate(str.maketrans('el', 'ip'))", lambda: 'hello'.translate(str.maketrans('el', 'ip')))
show("'hello'.translate(str.maketrans('', '', 'l'))", lambda: 'hello'.translate(str.maketrans('', '', 'l')))
show("'abc'.translate({97: 'A', 98: None})", lambda: 'abc'.translate({97: 'A', 98: None}))
show("'abc'.translate({ord('c'): 'see'})", lambda: 'abc'.translate({ord('c'): 'see'}))
show("str.maketrans({'a': '1', 'b': None})", lambda: str.maketrans({'a': '1', 'b': None}))
show("'a-b_c'.translate(str.maketrans('-_', '  '))", lambda: 'a-b_c'.translate(str.maketrans('-_', '  ')))
show("str.maketrans('ab', 'abc')", lambda: str.maketrans('ab', 'abc'))
show("'abc'.translate([None, 'x'])", lambda: 'abc'.translate([None, 'x']))
