"""Sorting dict items by key and by value."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('sorted({}.items(), key=lambda kv: str(kv[1]))', lambda: sorted({}.items(), key=lambda kv: str(kv[1])))
show("sorted({'a': 1}.items(), key=lambda kv: str(kv[1]))", lambda: sorted({'a': 1}.items(), key=lambda kv: str(kv[1])))
show("sorted({'b': 2, 'a': 1}.items(), key=lambda kv: str(kv[1]))", lambda: sorted({'b': 2, 'a': 1}.items(), key=lambda kv: str(kv[1])))
show("sorted({1: 'x', 2: 'y'}.items(), key=lambda kv: str(kv[1]))", lambda: sorted({1: 'x', 2: 'y'}.items(), key=lambda kv: str(kv[1])))
show("sorted({'k': [1, 2]}.items(), key=lambda kv: str(kv[1]))", lambda: sorted({'k': [1, 2]}.items(), key=lambda kv: str(kv[1])))
