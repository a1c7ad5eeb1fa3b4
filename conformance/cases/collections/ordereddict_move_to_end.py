"""OrderedDict move_to_end and popitem from both ends."""

from collections import OrderedDict

od = OrderedDict.fromkeys('abcd', 0)

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(od.move_to_end('a'), list(od))[1]", lambda: (od.move_to_end('a'), list(od))[1])
show("(od.move_to_end('c', last=False), list(od))[1]", lambda: (od.move_to_end('c', last=False), list(od))[1])
show('od.popitem()', lambda: od.popitem())
show('od.popitem(last=False)', lambda: od.popitem(last=False))
show('list(od)', lambda: list(od))
show('OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1)', lambda: OrderedDict(a=1, b=2) == OrderedDict(b=2, a=1))
show("OrderedDict(a=1, b=2) == {'b': 2, 'a': 1}", lambda: OrderedDict(a=1, b=2) == {'b': 2, 'a': 1})
show("od.move_to_end('zz')", lambda: od.move_to_end('zz'))
