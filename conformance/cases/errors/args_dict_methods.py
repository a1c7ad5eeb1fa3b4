"""Methods of dict called with wrong argument counts, types and keywords."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('{}.items(1)', lambda: {}.items(1))
show('{}.keys(1)', lambda: {}.keys(1))
show('{}.values(1)', lambda: {}.values(1))
show('{}.get()', lambda: {}.get())
show('{}.get(1, 2, 3)', lambda: {}.get(1, 2, 3))
show('{}.setdefault()', lambda: {}.setdefault())
show('{}.pop()', lambda: {}.pop())
show('{}.pop(1)', lambda: {}.pop(1))
show('{}.popitem()', lambda: {}.popitem())
show('{}.popitem(1)', lambda: {}.popitem(1))
show('{}.update(1)', lambda: {}.update(1))
show('{}.update([1])', lambda: {}.update([1]))
show('{}.update({}, {})', lambda: {}.update({}, {}))
show('{}.copy(1)', lambda: {}.copy(1))
show('{}.clear(1)', lambda: {}.clear(1))
show('dict.fromkeys()', lambda: dict.fromkeys())
show('dict.fromkeys(1)', lambda: dict.fromkeys(1))
show('{}.get([])', lambda: {}.get([]))
show('{}.update([(1, 2, 3)])', lambda: {}.update([(1, 2, 3)]))
show('{}.get(key=1)', lambda: {}.get(key=1))
show('{}.pop(1, default=2)', lambda: {}.pop(1, default=2))
show('{}.setdefault(1, default=2)', lambda: {}.setdefault(1, default=2))
show('dict.fromkeys([1], value=0)', lambda: dict.fromkeys([1], value=0))
show('{}.update(a=1)', lambda: {}.update(a=1))
show("{'a': 1}.items(x=1)", lambda: {'a': 1}.items(x=1))
