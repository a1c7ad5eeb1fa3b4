"""The gc module as programs use it: collect() with callbacks, the switches and thresholds."""
import gc
import weakref


class Node:
    pass


# gc
events = []
gc.callbacks.append(lambda phase, info: events.append((phase, sorted(info))))
print(gc.collect() >= 0, events[0], events[1][0])
gc.callbacks.clear()
gc.disable()
print(gc.isenabled())
gc.enable()
print(gc.isenabled(), len(gc.get_count()), gc.get_debug(), gc.garbage)
gc.set_threshold(500, 5)
print(gc.get_threshold())
print(gc.is_tracked(1), gc.is_tracked("a"), gc.is_tracked([]), gc.is_tracked({}), gc.is_tracked({"a": []}))
for bad in (3, -1, "x"):
    try:
        gc.collect(bad)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)

# a cycle dropped is freed by collect(), its weak references cleared and their callbacks run
a, b = Node(), Node()
a.peer, b.peer = b, a
cleared = []
ra = weakref.ref(a, lambda r: cleared.append("a"))
del a, b
print(gc.collect() > 0, cleared, ra())
