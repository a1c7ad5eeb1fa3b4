"""A sequence of list mutations and the list after each."""

items = [1, 2, 3]

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(items.append(4), items)[1]', lambda: (items.append(4), items)[1])
show('(items.extend([5, 6]), items)[1]', lambda: (items.extend([5, 6]), items)[1])
show('(items.insert(0, 0), items)[1]', lambda: (items.insert(0, 0), items)[1])
show("(items.insert(-1, 'x'), items)[1]", lambda: (items.insert(-1, 'x'), items)[1])
show("(items.insert(100, 'end'), items)[1]", lambda: (items.insert(100, 'end'), items)[1])
show('items.pop()', lambda: items.pop())
show('items.pop(0)', lambda: items.pop(0))
show("(items.remove('x'), items)[1]", lambda: (items.remove('x'), items)[1])
show('items.index(4)', lambda: items.index(4))
show('items.count(1)', lambda: items.count(1))
show('(items.reverse(), items)[1]', lambda: (items.reverse(), items)[1])
show('(items.sort(), items)[1]', lambda: (items.sort(), items)[1])
show('items.copy() is items', lambda: items.copy() is items)
show('(items.clear(), items)[1]', lambda: (items.clear(), items)[1])
