"""bisect and insort on sorted lists, including keys."""

import bisect

a = [1, 3, 3, 5, 7]
recs = [('a', 10), ('b', 20), ('c', 30)]

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('bisect.bisect_left(a, 3)', lambda: bisect.bisect_left(a, 3))
show('bisect.bisect_right(a, 3)', lambda: bisect.bisect_right(a, 3))
show('bisect.bisect(a, 10)', lambda: bisect.bisect(a, 10))
show('(bisect.insort(a, 4), a)[1]', lambda: (bisect.insort(a, 4), a)[1])
show('(bisect.insort_left(a, 3), a)[1]', lambda: (bisect.insort_left(a, 3), a)[1])
show('bisect.bisect_left(a, 0)', lambda: bisect.bisect_left(a, 0))
show('bisect.bisect_left(recs, 25, key=lambda r: r[1])', lambda: bisect.bisect_left(recs, 25, key=lambda r: r[1]))
show("['F', 'D', 'C', 'B', 'A'][bisect.bisect([60, 70, 80, 90], 85)]", lambda: ['F', 'D', 'C', 'B', 'A'][bisect.bisect([60, 70, 80, 90], 85)])
