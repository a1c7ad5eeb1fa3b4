"""str.partition and rpartition splitting on the first or last separator."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("'key=value=more'.partition('=')", lambda: 'key=value=more'.partition('='))
show("'key=value=more'.rpartition('=')", lambda: 'key=value=more'.rpartition('='))
show("'novalue'.partition('=')", lambda: 'novalue'.partition('='))
show("'novalue'.rpartition('=')", lambda: 'novalue'.rpartition('='))
show("'a->b->c'.partition('->')", lambda: 'a->b->c'.partition('->'))
show("'user@host.example'.rpartition('.')", lambda: 'user@host.example'.rpartition('.'))
