"""The foundations of Garter's asyncio: its constants and exceptions (3.11
asyncio.exceptions), the timer heap (heapq's algorithm, with no import) and the
callback handles the loop runs (3.11 asyncio.events' Handle and TimerHandle)."""

# ----------------------------------------------------------------------------
# Constants and exceptions.

FIRST_COMPLETED = 'FIRST_COMPLETED'
FIRST_EXCEPTION = 'FIRST_EXCEPTION'
ALL_COMPLETED = 'ALL_COMPLETED'

_PENDING = 'PENDING'
_CANCELLED = 'CANCELLED'
_FINISHED = 'FINISHED'

# CPython collects timers due before time() + clock resolution (1 ns on Linux);
# keeping the same slack makes float noise such as 0.1 + 0.2 vs 0.3 harmless.
_CLOCK_RESOLUTION = 1e-09


# __module__ makes uncaught ones print as CPython's do ("asyncio.exceptions.X").

class CancelledError(BaseException):
    """The Future or Task was cancelled."""
    __module__ = 'asyncio.exceptions'


TimeoutError = TimeoutError  # in 3.11 asyncio.TimeoutError is the builtin


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""
    __module__ = 'asyncio.exceptions'


# ----------------------------------------------------------------------------
# heapq's algorithm (for the timers; the queues use it too).

# The same sift algorithm as CPython's heapq (only `<` is used), so that
# PriorityQueue orders items that compare equal exactly as CPython does.

def _sift_toward_root(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _sift_toward_leaves(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:  # move the smaller child up until a leaf is hit
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _sift_toward_root(heap, startpos, pos)


def _heap_push(heap, item):
    heap.append(item)
    _sift_toward_root(heap, 0, len(heap) - 1)


def _heap_pop(heap):
    last = heap.pop()
    if heap:
        top = heap[0]
        heap[0] = last
        _sift_toward_leaves(heap, 0)
        return top
    return last


# ----------------------------------------------------------------------------
# Handles.

class Handle:
    """Object returned by callback registration methods."""
    __module__ = 'asyncio.events'

    def __init__(self, callback, args, loop, context=None):
        self._callback = callback
        self._args = args
        self._loop = loop
        self._cancelled = False

    def __repr__(self):
        from _asyncio_repr import format_callback
        info = [type(self).__name__]
        if self._cancelled:
            info.append('cancelled')
        if isinstance(self, TimerHandle):
            info.append(f'when={self._when}')
        if self._callback is not None:
            info.append(format_callback(self._callback, self._args))
        return '<' + ' '.join(info) + '>'

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._callback = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        if self._cancelled:
            return
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            # CPython logs "Exception in callback ..." and keeps running.
            from _asyncio_repr import format_callback
            self._loop.call_exception_handler({
                'message': 'Exception in callback '
                           + format_callback(self._callback, self._args),
                'exception': exc,
                'handle': self,
            })


class TimerHandle(Handle):
    """Object returned by timed callback registration methods."""
    __module__ = 'asyncio.events'

    def __init__(self, when, callback, args, loop, context=None):
        Handle.__init__(self, callback, args, loop)
        self._when = when
        self._scheduled = False

    def cancel(self):
        if not self._cancelled:
            self._loop._timer_handle_cancelled(self)
        Handle.cancel(self)

    def when(self):
        return self._when

