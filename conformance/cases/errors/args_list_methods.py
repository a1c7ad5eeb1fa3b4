"""Methods of list called with wrong argument counts, types and keywords."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('[].append()', lambda: [].append())
show('[].append(1, 2)', lambda: [].append(1, 2))
show('[].append(x=1)', lambda: [].append(x=1))
show('[].extend()', lambda: [].extend())
show('[].extend(1)', lambda: [].extend(1))
show('[].insert(1)', lambda: [].insert(1))
show("[].insert('a', 1)", lambda: [].insert('a', 1))
show('[].remove()', lambda: [].remove())
show('[].remove(1)', lambda: [].remove(1))
show('[].pop(1, 2)', lambda: [].pop(1, 2))
show('[].pop()', lambda: [].pop())
show("[].pop('a')", lambda: [].pop('a'))
show('[1].pop(5)', lambda: [1].pop(5))
show('[].index()', lambda: [].index())
show('[].index(1)', lambda: [].index(1))
show('[].count()', lambda: [].count())
show('[].reverse(1)', lambda: [].reverse(1))
show('[].copy(1)', lambda: [].copy(1))
show('[].clear(1)', lambda: [].clear(1))
show('[].sort(1)', lambda: [].sort(1))
show('[].sort(key=1, x=2)', lambda: [].sort(key=1, x=2))
show("[1, 'a'].sort()", lambda: [1, 'a'].sort())
show("[].sort(reverse='a')", lambda: [].sort(reverse='a'))
show("[].index(1, 'a')", lambda: [].index(1, 'a'))
show('[1].index(1, 0, None)', lambda: [1].index(1, 0, None))
show('(1,).index(1, None)', lambda: (1,).index(1, None))
show('[].count(1, 2)', lambda: [].count(1, 2))
show('[].insert(1, 2, 3)', lambda: [].insert(1, 2, 3))
show('[].extend(x=1)', lambda: [].extend(x=1))
show('[1, 2].pop(index=0)', lambda: [1, 2].pop(index=0))
show('[1, 2].index(2, stop=3)', lambda: [1, 2].index(2, stop=3))
show('[3, 1].sort(key=None, reverse=True)', lambda: [3, 1].sort(key=None, reverse=True))
