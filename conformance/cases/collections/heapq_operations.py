"""heapq push, pop, nlargest, nsmallest and merge."""

import heapq

h = [5, 3, 8, 1, 9]

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('(heapq.heapify(h), h[0])[1]', lambda: (heapq.heapify(h), h[0])[1])
show('heapq.heappop(h)', lambda: heapq.heappop(h))
show('(heapq.heappush(h, 0), h[0])[1]', lambda: (heapq.heappush(h, 0), h[0])[1])
show('heapq.nlargest(2, [5, 1, 8, 3])', lambda: heapq.nlargest(2, [5, 1, 8, 3]))
show("heapq.nsmallest(2, ['bb', 'a', 'ccc'], key=len)", lambda: heapq.nsmallest(2, ['bb', 'a', 'ccc'], key=len))
show('list(heapq.merge([1, 4, 7], [2, 3, 9]))', lambda: list(heapq.merge([1, 4, 7], [2, 3, 9])))
show('heapq.heappushpop(h, -1)', lambda: heapq.heappushpop(h, -1))
show('heapq.heapreplace(h, 100)', lambda: heapq.heapreplace(h, 100))
show('sorted(h)', lambda: sorted(h))
show('heapq.heappop([])', lambda: heapq.heappop([]))
