"""operator.itemgetter, attrgetter and methodcaller as sort keys."""

from operator import attrgetter, itemgetter, methodcaller

rows = [('b', 2), ('a', 2), ('c', 1)]

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('sorted(rows, key=itemgetter(1))', lambda: sorted(rows, key=itemgetter(1)))
show('sorted(rows, key=itemgetter(1, 0))', lambda: sorted(rows, key=itemgetter(1, 0)))
show("itemgetter(0, 2)('abc')", lambda: itemgetter(0, 2)('abc'))
show("list(map(itemgetter('n'), [{'n': 1}, {'n': 2}]))", lambda: list(map(itemgetter('n'), [{'n': 1}, {'n': 2}])))
show("attrgetter('real', 'imag')(3 + 4j)", lambda: attrgetter('real', 'imag')(3 + 4j))
show("methodcaller('split', ',')('a,b')", lambda: methodcaller('split', ',')('a,b'))
show("sorted(['b', 'A'], key=methodcaller('lower'))", lambda: sorted(['b', 'A'], key=methodcaller('lower')))
show('itemgetter(5)(rows)', lambda: itemgetter(5)(rows))
