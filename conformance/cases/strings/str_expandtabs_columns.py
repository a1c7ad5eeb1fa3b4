"""str.expandtabs aligning columns at tab stops."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'a\\tb\\tc'.expandtabs()", lambda: 'a\tb\tc'.expandtabs())
show("'a\\tb\\tc'.expandtabs(4)", lambda: 'a\tb\tc'.expandtabs(4))
show("'abcd\\te'.expandtabs(4)", lambda: 'abcd\te'.expandtabs(4))
show("'a\\tb'.expandtabs(0)", lambda: 'a\tb'.expandtabs(0))
show("'a\\n\\tb'.expandtabs(2)", lambda: 'a\n\tb'.expandtabs(2))
show("'\\t'.expandtabs(-1)", lambda: '\t'.expandtabs(-1))
show("'12345\\t6'.expandtabs(3)", lambda: '12345\t6'.expandtabs(3))
