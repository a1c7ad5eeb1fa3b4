"""Heap queue (priority queue) algorithms over lists, as CPython 3.11's heapq module: the same
sift order, so the list's layout after each operation is CPython's."""


def _sift_down(heap, start, pos):
    """Moves heap[pos] up towards start until its parent is not greater."""
    item = heap[pos]
    while pos > start:
        parent_pos = (pos - 1) >> 1
        parent = heap[parent_pos]
        if item < parent:
            heap[pos] = parent
            pos = parent_pos
            continue
        break
    heap[pos] = item


def _sift_up(heap, pos):
    """Moves the smaller child up until a leaf, puts heap[pos] there, then sifts it down."""
    end = len(heap)
    start = pos
    item = heap[pos]
    child = 2 * pos + 1
    while child < end:
        right = child + 1
        if right < end and not heap[child] < heap[right]:
            child = right
        heap[pos] = heap[child]
        pos = child
        child = 2 * pos + 1
    heap[pos] = item
    _sift_down(heap, start, pos)


def _check_list(heap, function, only_argument=False):
    if not isinstance(heap, list):
        argument = "argument" if only_argument else "argument 1"
        raise TypeError(f"{function}() {argument} must be list, not {type(heap).__name__}")


def heappush(heap, item):
    _check_list(heap, "heappush")
    heap.append(item)
    _sift_down(heap, 0, len(heap) - 1)


def heappop(heap):
    _check_list(heap, "heappop", True)
    if not heap:
        raise IndexError("index out of range")
    last = heap.pop()
    if heap:
        result = heap[0]
        heap[0] = last
        _sift_up(heap, 0)
        return result
    return last


def heapreplace(heap, item):
    _check_list(heap, "heapreplace")
    if not heap:
        raise IndexError("index out of range")
    result = heap[0]
    heap[0] = item
    _sift_up(heap, 0)
    return result


def heappushpop(heap, item):
    _check_list(heap, "heappushpop")
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _sift_up(heap, 0)
    return item


def heapify(x):
    _check_list(x, "heapify", True)
    for i in reversed(range(len(x) // 2)):
        _sift_up(x, i)


def merge(*iterables, key=None, reverse=False):
    entries = []
    for order, iterable in enumerate(iterables):
        it = iter(iterable)
        for value in it:
            entries.append([value if key is None else key(value), order, value, it])
            break
    if reverse:
        entries = [[_Reversed(e[0]), e[1], e[2], e[3]] for e in entries]
    heapify(entries)
    while entries:
        entry = entries[0]
        yield entry[2]
        for value in entry[3]:
            k = value if key is None else key(value)
            entry[0] = _Reversed(k) if reverse else k
            entry[2] = value
            heapreplace(entries, entry)
            break
        else:
            heappop(entries)


class _Reversed:
    """Orders values in reverse, for merge(reverse=True)."""

    __slots__ = ("value",)

    def __init__(self, value):
        self.value = value

    def __lt__(self, other):
        return other.value < self.value

    def __eq__(self, other):
        return self.value == other.value


def _select(n, iterable, key, reverse):
    """The `n` smallest (or largest) items, first seen first among equals, checking `n` in the
    order CPython's heapq does (so a bad `n` fails as there)."""
    if n == 1:
        extreme = max if reverse else min
        found = extreme(iterable, default=_NOTHING, key=key)
        return [] if found is _NOTHING else [found]
    try:
        size = len(iterable)
    except (TypeError, AttributeError):
        pass
    else:
        if n >= size:
            return sorted(iterable, key=key, reverse=reverse)[:n]
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=reverse)[:n]


_NOTHING = object()


def nsmallest(n, iterable, key=None):
    return _select(n, iterable, key, False)


def nlargest(n, iterable, key=None):
    return _select(n, iterable, key, True)
