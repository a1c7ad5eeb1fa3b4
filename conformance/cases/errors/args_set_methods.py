"""Methods of set and frozenset called with wrong argument counts and types."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('set().add()', lambda: set().add())
show('set().add([])', lambda: set().add([]))
show('set().add(1, 2)', lambda: set().add(1, 2))
show('set().discard()', lambda: set().discard())
show('set().remove(1)', lambda: set().remove(1))
show('set().pop()', lambda: set().pop())
show('set().pop(1)', lambda: set().pop(1))
show('set().union(1)', lambda: set().union(1))
show('set().update(1)', lambda: set().update(1))
show('set().issubset()', lambda: set().issubset())
show('set().issubset(1)', lambda: set().issubset(1))
show('set().isdisjoint(1)', lambda: set().isdisjoint(1))
show('set().symmetric_difference()', lambda: set().symmetric_difference())
show('set().difference(1)', lambda: set().difference(1))
show('set().intersection(1)', lambda: set().intersection(1))
show('set() | 1', lambda: set() | 1)
show('set().copy(1)', lambda: set().copy(1))
show('set().clear(1)', lambda: set().clear(1))
show('frozenset().union(1)', lambda: frozenset().union(1))
show('frozenset().copy(1)', lambda: frozenset().copy(1))
show('set().add(x=1)', lambda: set().add(x=1))
show('set().union(x=1)', lambda: set().union(x=1))
show('set().discard([])', lambda: set().discard([]))
show('set().remove([])', lambda: set().remove([]))
show('set().issuperset()', lambda: set().issuperset())
show('frozenset().isdisjoint()', lambda: frozenset().isdisjoint())
show('set().symmetric_difference_update()', lambda: set().symmetric_difference_update())
show('set().difference_update(1)', lambda: set().difference_update(1))
