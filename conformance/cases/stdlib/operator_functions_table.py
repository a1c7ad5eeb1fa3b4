"""operator functions for arithmetic, comparison and containment."""

import operator

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('operator.add(2, 3)', lambda: operator.add(2, 3))
show("operator.mul('ab', 2)", lambda: operator.mul('ab', 2))
show('operator.truediv(7, 2)', lambda: operator.truediv(7, 2))
show('operator.floordiv(7, 2)', lambda: operator.floordiv(7, 2))
show('operator.neg(5)', lambda: operator.neg(5))
show('operator.lt(1, 2)', lambda: operator.lt(1, 2))
show('operator.contains([1, 2], 2)', lambda: operator.contains([1, 2], 2))
show("operator.getitem({'a': 1}, 'a')", lambda: operator.getitem({'a': 1}, 'a'))
show('operator.not_(0)', lambda: operator.not_(0))
show('operator.index(7)', lambda: operator.index(7))
show('operator.concat([1], [2])', lambda: operator.concat([1], [2]))
show('operator.pow(2, 5)', lambda: operator.pow(2, 5))
show('operator.and_(6, 3)', lambda: operator.and_(6, 3))
show('operator.is_(None, None)', lambda: operator.is_(None, None))
