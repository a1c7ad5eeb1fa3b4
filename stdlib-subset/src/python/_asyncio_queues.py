"""asyncio's queues (3.11 asyncio.queues): Queue, PriorityQueue and LifoQueue, and their
QueueEmpty/QueueFull errors."""

from asyncio import _heap_pop, _heap_push
from _asyncio_sync import Event, _LoopBound


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""
    __module__ = 'asyncio.queues'


class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""
    __module__ = 'asyncio.queues'


class _Fifo:
    """A FIFO: a list plus a head index; popleft is O(1) amortized."""

    def __init__(self):
        self._items = []
        self._head = 0

    def __len__(self):
        return len(self._items) - self._head

    def __bool__(self):
        return len(self._items) > self._head

    def __iter__(self):
        return iter(self._items[self._head:])

    def append(self, item):
        self._items.append(item)

    def popleft(self):
        items = self._items
        head = self._head
        if head >= len(items):
            raise IndexError('pop from an empty deque')
        item = items[head]
        items[head] = None
        head += 1
        if head >= 64 and head * 2 >= len(items):
            del items[:head]  # compact once the dead prefix dominates
            head = 0
        self._head = head
        return item

    def remove(self, item):
        items = self._items
        for i in range(self._head, len(items)):
            if items[i] == item:
                del items[i]
                return
        raise ValueError('deque.remove(x): x not in deque')

    def clear(self):
        self._items = []
        self._head = 0


class Queue(_LoopBound):
    """FIFO queue for producer/consumer tasks; maxsize <= 0 means unbounded."""
    __module__ = 'asyncio.queues'

    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = _Fifo()
        self._putters = _Fifo()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)

    def _init(self, maxsize):
        self._queue = _Fifo()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def _wakeup_next(self, waiters):
        while waiters:
            waiter = waiters.popleft()
            if not waiter.done():
                waiter.set_result(None)
                break

    def __repr__(self):
        return f'<{type(self).__name__} at {id(self):#x} {self._format()}>'

    def __str__(self):
        return f'<{type(self).__name__} {self._format()}>'

    def _format(self):
        result = f'maxsize={self._maxsize!r}'
        if self._queue:
            result += f' _queue={list(self._queue)!r}'
        if self._getters:
            result += f' _getters[{len(self._getters)}]'
        if self._putters:
            result += f' _putters[{len(self._putters)}]'
        if self._unfinished_tasks:
            result += f' tasks={self._unfinished_tasks}'
        return result

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def _wait_while(self, blocked, waiters):
        """Waits in `waiters` (putters or getters) until `blocked()` is false."""
        while blocked():
            waiter = self._get_loop().create_future()
            waiters.append(waiter)
            try:
                await waiter
            except:
                waiter.cancel()
                try:
                    waiters.remove(waiter)
                except ValueError:
                    pass  # already popped by the other side's *_nowait()
                if not blocked() and not waiter.cancelled():
                    # Woken but cannot use the slot: pass the wake-up on.
                    self._wakeup_next(waiters)
                raise

    async def put(self, item):
        await self._wait_while(self.full, self._putters)
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        await self._wait_while(self.empty, self._getters)
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            raise QueueEmpty
        item = self._get()
        self._wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError('task_done() called too many times')
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()


class PriorityQueue(Queue):
    """Queue retrieving the smallest entry first (heapq order)."""
    __module__ = 'asyncio.queues'

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        _heap_push(self._queue, item)

    def _get(self):
        return _heap_pop(self._queue)


class LifoQueue(Queue):
    """Queue retrieving the most recently added entry first."""
    __module__ = 'asyncio.queues'

    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()
