"""Generator expressions fed to sum, any, max, sorted and join."""

words = ['apple', 'fig', 'cherry', 'kiwi']

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('sum(len(w) for w in words)', lambda: sum(len(w) for w in words))
show('max((len(w), w) for w in words)', lambda: max((len(w), w) for w in words))
show("any(w.startswith('c') for w in words)", lambda: any(w.startswith('c') for w in words))
show("', '.join(w.title() for w in words)", lambda: ', '.join(w.title() for w in words))
show('sorted((w for w in words), key=len)', lambda: sorted((w for w in words), key=len))
show("list(w for w in words if 'a' in w)", lambda: list(w for w in words if 'a' in w))
show('next(w for w in words if len(w) > 5)', lambda: next(w for w in words if len(w) > 5))
show('next((w for w in words if len(w) > 50), None)', lambda: next((w for w in words if len(w) > 50), None))
show('dict((w, len(w)) for w in words)', lambda: dict((w, len(w)) for w in words))
