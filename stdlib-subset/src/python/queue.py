"""Queues, as CPython 3.11's queue module: `Queue` (first in, first out), `LifoQueue`,
`PriorityQueue` and `SimpleQueue`, with the `Empty` and `Full` exceptions and the
`task_done`/`join` bookkeeping.

A sandboxed program has one thread, so nothing can put an item while `get()` waits or take one
while `put()` waits: a wait that CPython would end by its `timeout` ends at once with `Empty`
(or `Full`), and one it would never end (no timeout) raises `Empty` (or `Full`) with a message
saying so instead of hanging; `join()` with unfinished tasks raises `RuntimeError` likewise."""

from collections import deque
from heapq import heappop, heappush

__all__ = ["Empty", "Full", "Queue", "PriorityQueue", "LifoQueue", "SimpleQueue"]

_GenericAlias = type(list[int])


def _class_getitem(cls, item):
    """`cls[item]`: the generic alias CPython's `types.GenericAlias` makes."""
    return _GenericAlias(cls, item if isinstance(item, tuple) else (item,))


class Empty(Exception):
    "Exception raised by Queue.get(block=0)/get_nowait()."

    __module__ = "_queue"


class Full(Exception):
    "Exception raised by Queue.put(block=0)/put_nowait()."


def _check_timeout(block, timeout):
    if block and timeout is not None and timeout < 0:
        raise ValueError("'timeout' must be a non-negative number")


def _no_item(block, timeout):
    """The `Empty` a `get()` on an empty queue raises, since no other thread can fill it."""
    if block and timeout is None:
        return Empty("get() on an empty queue would wait forever: no other thread can put an item")
    return Empty()


class Queue:
    """Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    """

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0

    def task_done(self):
        """Indicate that a formerly enqueued task is complete."""
        unfinished = self.unfinished_tasks - 1
        if unfinished < 0:
            raise ValueError("task_done() called too many times")
        self.unfinished_tasks = unfinished

    def join(self):
        """Blocks until all items in the Queue have been gotten and processed."""
        if self.unfinished_tasks:
            raise RuntimeError(
                f"join() would wait forever: {self.unfinished_tasks} unfinished tasks "
                "and no other thread to finish them"
            )

    def qsize(self):
        """Return the approximate size of the queue."""
        return self._qsize()

    def empty(self):
        """Return True if the queue is empty, False otherwise."""
        return not self._qsize()

    def full(self):
        """Return True if the queue is full, False otherwise."""
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        """Put an item into the queue."""
        if self.maxsize > 0:
            _check_timeout(block, timeout)
        if 0 < self.maxsize <= self._qsize():
            if block and timeout is None:
                raise Full("put() on a full queue would wait forever: no other thread can take an item")
            raise Full()
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        """Remove and return an item from the queue."""
        _check_timeout(block, timeout)
        if not self._qsize():
            raise _no_item(block, timeout)
        return self._get()

    def put_nowait(self, item):
        """Put an item into the queue without blocking."""
        return self.put(item, block=False)

    def get_nowait(self):
        """Remove and return an item from the queue without blocking."""
        return self.get(block=False)

    def _init(self, maxsize):
        self.queue = deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    __class_getitem__ = classmethod(_class_getitem)


class PriorityQueue(Queue):
    """Variant of Queue that retrieves open entries in priority order (lowest first)."""

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        heappush(self.queue, item)

    def _get(self):
        return heappop(self.queue)


class LifoQueue(Queue):
    """Variant of Queue that retrieves most recently added entries first."""

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    """Simple, unbounded, reentrant FIFO queue."""

    __module__ = "_queue"

    def __init__(self):
        self._queue = deque()

    def put(self, item, block=True, timeout=None):
        """Put the item on the queue (never blocks: the queue is unbounded)."""
        self._queue.append(item)

    def get(self, block=True, timeout=None):
        """Remove and return an item from the queue."""
        _check_timeout(block, timeout)
        if not self._queue:
            raise _no_item(block, timeout)
        return self._queue.popleft()

    def put_nowait(self, item):
        """Put an item into the queue without blocking."""
        self._queue.append(item)

    def get_nowait(self):
        """Remove and return an item from the queue without blocking."""
        return self.get(False)

    def empty(self):
        """Return True if the queue is empty, False otherwise."""
        return not self._queue

    def qsize(self):
        """Return the approximate size of the queue."""
        return len(self._queue)

    __class_getitem__ = classmethod(_class_getitem)
