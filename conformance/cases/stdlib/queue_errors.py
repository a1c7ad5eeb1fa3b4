import queue

q = queue.Queue(maxsize=1)
for attempt in [lambda: q.get_nowait(), lambda: q.get(block=False), lambda: q.get(timeout=0.01),
                lambda: q.get(timeout=-1)]:
    try:
        attempt()
    except (queue.Empty, ValueError) as e:
        print(type(e).__name__, repr(str(e)))
q.put("x")
for attempt in [lambda: q.put_nowait("y"), lambda: q.put("y", block=False), lambda: q.put("y", timeout=0.5),
                lambda: q.put("y", timeout=-2)]:
    try:
        attempt()
    except (queue.Full, ValueError) as e:
        print(type(e).__name__, repr(str(e)))
print(q.get(), q.qsize())
q.task_done()
try:
    q.task_done()
except ValueError as e:
    print(type(e).__name__, e)
unbounded = queue.Queue()
unbounded.put(1, timeout=-1)
print(unbounded.get(timeout=0))
s = queue.SimpleQueue()
for attempt in [lambda: s.get_nowait(), lambda: s.get(timeout=0), lambda: s.get(False, -1)]:
    try:
        attempt()
    except queue.Empty as e:
        print("Empty", repr(str(e)))
try:
    s.get(timeout=-1)
except ValueError as e:
    print(type(e).__name__, e)
