"""isinstance and issubclass with tuples and X | Y unions."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('isinstance(1, (str, int))', lambda: isinstance(1, (str, int)))
show("isinstance('a', int | str)", lambda: isinstance('a', int | str))
show('isinstance(None, type(None))', lambda: isinstance(None, type(None)))
show('isinstance([], (tuple, dict))', lambda: isinstance([], (tuple, dict)))
show('issubclass(bool, (int, str))', lambda: issubclass(bool, (int, str)))
show('issubclass(int, object)', lambda: issubclass(int, object))
show('isinstance(int, type)', lambda: isinstance(int, type))
show('isinstance(1.0, int | None)', lambda: isinstance(1.0, int | None))
show('isinstance(True, bool | float)', lambda: isinstance(True, bool | float))
show('issubclass(list, list | None)', lambda: issubclass(list, list | None))
