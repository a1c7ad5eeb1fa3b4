"""concurrent.futures and threading as agents use them to fan out tool calls: pools, futures,
as_completed, wait, threads joined, locks, events and semaphores."""
import concurrent.futures
import json
import threading
from concurrent.futures import ThreadPoolExecutor, as_completed, wait


def fetch(url):
    if "bad" in url:
        raise ValueError(f"cannot fetch {url}")
    return json.dumps({"url": url, "size": len(url)})


urls = ["https://a.example/x", "https://b.example/bad", "https://c.example/yy"]
with ThreadPoolExecutor(max_workers=4) as pool:
    futures = {pool.submit(fetch, u): u for u in urls}
    lines = []
    for future in as_completed(futures):
        url = futures[future]
        try:
            data = json.loads(future.result())
            lines.append(f"{url} -> {data['size']}")
        except ValueError as exc:
            lines.append(f"{url} failed: {exc}")
    print("\n".join(sorted(lines)))

with ThreadPoolExecutor() as pool:
    print(list(pool.map(len, ["a", "bb", "ccc"])))
    print(list(pool.map(pow, [2, 3], [5, 2])))
    results = pool.map(fetch, urls)
    print(next(results)[:10])
    try:
        next(results)
    except ValueError as e:
        print("map raised", e)

done, not_done = wait([pool.submit(abs, -1) for pool in [ThreadPoolExecutor()]])
print(len(done), len(not_done), [f.result() for f in done])

f = concurrent.futures.Future()
print(f.done(), f.running(), f.cancelled())
f.add_done_callback(lambda fut: print("callback saw", fut.result()))
f.set_result(42)
print(f.result(), repr(f).split(" state=")[1])
try:
    f.set_result(1)
except concurrent.futures.InvalidStateError as e:
    print("InvalidStateError", str(e).split(":")[0])
c = concurrent.futures.Future()
print(c.cancel(), c.cancelled(), c.done())
try:
    c.result()
except concurrent.futures.CancelledError as e:
    print("CancelledError", repr(e))
ex = ThreadPoolExecutor(1)
ex.shutdown()
try:
    ex.submit(print)
except RuntimeError as e:
    print(e)
try:
    ThreadPoolExecutor(0)
except ValueError as e:
    print(e)
e2 = concurrent.futures.Future()
e2.set_exception(KeyError("k"))
print(type(e2.exception()).__name__, repr(e2).split(" state=")[1])
print(concurrent.futures.TimeoutError is TimeoutError, issubclass(concurrent.futures.CancelledError, concurrent.futures._base.Error) if hasattr(concurrent.futures, "_base") else True)

# threading
results = []
lock = threading.Lock()


def worker(n):
    with lock:
        results.append(n * n)


threads = [threading.Thread(target=worker, args=(i,)) for i in range(4)]
print(threads[0].name, threads[0].is_alive())
for t in threads:
    t.start()
for t in threads:
    t.join()
print(sorted(results), threads[0].is_alive(), threading.current_thread().name, threading.active_count())


class Counter(threading.Thread):
    def __init__(self):
        super().__init__(name="counter")
        self.total = 0

    def run(self):
        for i in range(5):
            self.total += i
        print("running in", threading.current_thread().name)


c = Counter()
c.start()
c.join()
print(c.total, repr(c).split(",")[0])
try:
    c.start()
except RuntimeError as e:
    print(e)
try:
    threading.Thread(target=print).join()
except RuntimeError as e:
    print(e)
lock.acquire()
print(lock.locked(), lock.acquire(blocking=False), lock.acquire(timeout=0.01))
lock.release()
try:
    lock.release()
except RuntimeError as e:
    print(e)
r = threading.RLock()
with r:
    with r:
        print("reentrant ok")
try:
    r.release()
except RuntimeError as e:
    print(e)
ev = threading.Event()
print(ev.is_set(), ev.wait(0.01))
ev.set()
print(ev.wait(), ev.is_set())
s = threading.BoundedSemaphore(2)
print(s.acquire(), s.acquire(), s.acquire(timeout=0.01))
s.release()
s.release()
try:
    s.release()
except ValueError as e:
    print(e)
cond = threading.Condition()
with cond:
    print(cond.wait(0.01), cond.wait_for(lambda: 5, timeout=0.01))
    cond.notify_all()
try:
    cond.notify()
except RuntimeError as e:
    print(e)
b = threading.Barrier(1)
print(b.wait(), b.parties, b.broken)
loc = threading.local()
loc.value = 3
print(loc.value, threading.main_thread() is threading.current_thread())


def failing():
    raise ValueError("boom in thread")


threading.excepthook = lambda args: print("hook:", args.exc_type.__name__, args.exc_value, args.thread.name)
t = threading.Thread(target=failing, name="failer")
t.start()
t.join()
print("main continues")
