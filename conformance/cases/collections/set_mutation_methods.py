"""Mutating set methods and their return values."""

s = {1, 2, 3}

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('s.add(4)', lambda: s.add(4))
show('sorted(s)', lambda: sorted(s))
show('s.discard(10)', lambda: s.discard(10))
show('s.discard(1)', lambda: s.discard(1))
show('s.remove(2)', lambda: s.remove(2))
show('sorted(s)', lambda: sorted(s))
show('s.update([5, 6], {7})', lambda: s.update([5, 6], {7}))
show('sorted(s)', lambda: sorted(s))
show('s.intersection_update(range(5, 10))', lambda: s.intersection_update(range(5, 10)))
show('sorted(s)', lambda: sorted(s))
show('s.difference_update([5])', lambda: s.difference_update([5]))
show('sorted(s)', lambda: sorted(s))
show('s.symmetric_difference_update({6, 8})', lambda: s.symmetric_difference_update({6, 8}))
show('sorted(s)', lambda: sorted(s))
show('s.remove(100)', lambda: s.remove(100))
