"""Garter's asyncio: a pure-Python, single-threaded, virtual-time event loop.

This module reproduces CPython 3.11's asyncio *scheduling order* exactly for the
subset of the API that sandboxed programs use.  It drives coroutines only
through ``coro.send()`` / ``coro.throw()``, so it runs unchanged under CPython
itself, which is how it is tested (differentially, against the real asyncio).

Design
------
* Event loop (``BaseEventLoop``): a FIFO of ready callbacks (``call_soon``) and
  a binary heap of timers (``call_later`` / ``call_at``) ordered by
  ``(when, insertion sequence)``.  ``_run_once`` follows CPython's
  ``BaseEventLoop._run_once``: drop cancelled timers, move due timers to the
  ready queue, then run exactly the callbacks that were ready when the
  iteration started (callbacks they schedule wait for the next iteration).
* Virtual time: ``loop.time()`` starts at 0.0 and only moves when nothing is
  ready, jumping straight to the earliest timer's deadline instead of
  sleeping.  Equal deadlines fire in scheduling order, as they do in CPython
  (where later calls get later real-clock deadlines).
* The single idle point: ``BaseEventLoop._idle()`` is the only place that
  decides what happens when no callback is ready.  Today it advances the
  virtual clock or, when no timer is pending either, raises RuntimeError
  (CPython would hang forever).  This is where host-tool integration will hand
  pending host calls to the host and wait for their results.
* Future/Task follow the C-accelerated 3.11 implementation (``_asyncio``):
  the same ``__step``/``__wakeup`` state machine, the same error messages, the
  same global ``Task-N`` counter (including the two tasks ``asyncio.run``
  spends on shutdown_asyncgens/shutdown_default_executor).
* No imports: tiny replacements for collections.deque (``_Fifo``), heapq
  (``_heap_push``/``_heap_pop``, same algorithm so PriorityQueue ties break
  identically) and reprlib (``_short_repr``) live here.

Implemented: run, Runner, get_running_loop, get_event_loop, set_event_loop,
new_event_loop, Future, Task, create_task, ensure_future, gather, shield,
sleep, wait, wait_for, as_completed, timeout, timeout_at, Timeout,
current_task, all_tasks, iscoroutine, iscoroutinefunction, isfuture, Lock,
Event, Condition, Semaphore, BoundedSemaphore, Queue, LifoQueue,
PriorityQueue, TaskGroup, Handle, TimerHandle and the exceptions/constants.

Not implemented: I/O (sockets, streams, subprocesses, signals), threads and
executors (to_thread, run_in_executor, run_coroutine_threadsafe), event loop
policies, contextvars (``context=`` arguments are accepted and ignored), debug
mode, logging of never-retrieved exceptions / destroyed pending tasks, and
closing of abandoned async generators at shutdown (CPython's asyncgen hooks).
Where CPython iterates a set of tasks (shutdown cancellation, TaskGroup abort,
wait/as_completed registration) this module uses creation/argument order.

Optional interpreter support, used when present: ``func.__code__.co_flags``
(iscoroutinefunction), ``coro.cr_code`` / ``coro.cr_frame`` (the
"running at file:line" part of Task reprs).
"""

# ----------------------------------------------------------------------------
# Type probes (no `types` module): the coroutine and generator types.

async def _probe():
    pass


_probe_coro = _probe()
_CoroutineType = type(_probe_coro)
_probe_coro.close()


def _generator_probe():
    yield


_probe_gen = _generator_probe()
_GeneratorType = type(_probe_gen)
_probe_gen.close()
del _probe_coro, _probe_gen

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


class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""
    __module__ = 'asyncio.queues'


class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""
    __module__ = 'asyncio.queues'


# ----------------------------------------------------------------------------
# Small containers: a FIFO (deque stand-in) and heapq's algorithm.

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
# repr helpers (reprlib.repr's default limits, used by Future/Task reprs).

def _short_repr(obj, level=6):
    kind = type(obj)
    if kind is str:
        s = repr(obj[:30])
        if len(s) > 30:
            s = repr(obj[:13] + obj[len(obj) - 14:])
            s = s[:13] + '...' + s[len(s) - 14:]
        return s
    if kind is int:
        return _truncate(repr(obj), 40)
    if kind is list or kind is tuple or kind is set or kind is frozenset:
        if kind is set and not obj:
            return 'set()'
        if kind is frozenset and not obj:
            return 'frozenset()'
        left, right = {list: ('[', ']'), tuple: ('(', ')'), set: ('{', '}'),
                       frozenset: ('frozenset({', '})')}[kind]
        items = obj if kind is list or kind is tuple else _sorted_if_possible(obj)
        if level <= 0 and items:
            return left + '...' + right
        pieces = [_short_repr(x, level - 1) for x in items[:6]]
        if len(items) > 6:
            pieces.append('...')
        if kind is tuple and len(items) == 1:
            right = ',' + right
        return left + ', '.join(pieces) + right
    if kind is dict:
        if not obj:
            return '{}'
        if level <= 0:
            return '{...}'
        keys = _sorted_if_possible(obj)
        pieces = [_short_repr(k, level - 1) + ': ' + _short_repr(obj[k], level - 1)
                  for k in keys[:4]]
        if len(keys) > 4:
            pieces.append('...')
        return '{' + ', '.join(pieces) + '}'
    return _truncate(repr(obj), 30)


def _truncate(s, limit):
    if len(s) > limit:
        i = (limit - 3) // 2
        s = s[:i] + '...' + s[len(s) - (limit - 3 - i):]
    return s


def _sorted_if_possible(items):
    try:
        return sorted(items)
    except Exception:
        return list(items)


def _format_callback(func, args=()):
    # CPython's format_helpers._format_callback_source: 'qualname(args)' plus
    # ' at file:line' for plain Python functions; the C task's wakeup method
    # shows as 'Task.task_wakeup()'.
    if getattr(func, '__func__', None) is Task._wakeup:
        name = 'Task.task_wakeup'
    else:
        name = getattr(func, '__qualname__', None) or getattr(func, '__name__', None)
    text = (name or repr(func)) + '(' + ', '.join(_short_repr(a) for a in args) + ')'
    code = getattr(func, '__code__', None)
    if code is not None and getattr(func, '__self__', None) is None:
        text += f' at {code.co_filename}:{code.co_firstlineno}'
    return text


def _format_coroutine(coro):
    name = getattr(coro, '__qualname__', None) or getattr(coro, '__name__', None)
    name = (name or f'<{type(coro).__name__} without __name__>') + '()'
    code = getattr(coro, 'cr_code', None) or getattr(coro, 'gi_code', None)
    if code is None:
        return name
    frame = getattr(coro, 'cr_frame', None) or getattr(coro, 'gi_frame', None)
    filename = code.co_filename or '<empty co_filename>'
    if frame is not None:
        return f'{name} running at {filename}:{frame.f_lineno}'
    return f'{name} done, defined at {filename}:{code.co_firstlineno}'


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
        info = [type(self).__name__]
        if self._cancelled:
            info.append('cancelled')
        if isinstance(self, TimerHandle):
            info.append(f'when={self._when}')
        if self._callback is not None:
            info.append(_format_callback(self._callback, self._args))
        return '<' + ' '.join(info) + '>'

    def cancel(self):
        if not self._cancelled:
            self._cancelled = True
            self._callback = None
            self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        try:
            self._callback(*self._args)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException as exc:
            # CPython logs "Exception in callback ..." and keeps running.
            self._loop.call_exception_handler({
                'message': 'Exception in callback '
                           + _format_callback(self._callback, self._args),
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


# ----------------------------------------------------------------------------
# The event loop.

_running_loop = None          # the loop whose run_forever() is active
_event_loop = None            # the "current" loop of the default policy
_event_loop_set_called = False
_task_name_counter = 0        # global, like the C counter behind "Task-N"


def _get_running_loop():
    return _running_loop


def _set_running_loop(loop):
    global _running_loop
    _running_loop = loop


def get_running_loop():
    """Return the running event loop.  Raise a RuntimeError if there is none."""
    loop = _running_loop
    if loop is None:
        raise RuntimeError('no running event loop')
    return loop


def get_event_loop():
    """Return the running loop, else the current loop (created on first use)."""
    if _running_loop is not None:
        return _running_loop
    if _event_loop is None and not _event_loop_set_called:
        set_event_loop(new_event_loop())
    if _event_loop is None:
        raise RuntimeError("There is no current event loop in thread 'MainThread'.")
    return _event_loop


def set_event_loop(loop):
    global _event_loop, _event_loop_set_called
    _event_loop_set_called = True
    if loop is not None and not isinstance(loop, AbstractEventLoop):
        raise TypeError(f"loop must be an instance of AbstractEventLoop or None, "
                        f"not '{type(loop).__name__}'")
    _event_loop = loop


def new_event_loop():
    return BaseEventLoop()


def _run_until_complete_cb(fut):
    if not fut.cancelled():
        exc = fut.exception()
        if isinstance(exc, (SystemExit, KeyboardInterrupt)):
            return  # run_forever() is already unwinding with it
    fut.get_loop().stop()


class AbstractEventLoop:
    """Base class of event loops (BaseEventLoop is the only implementation)."""
    __module__ = 'asyncio.events'


class BaseEventLoop(AbstractEventLoop):
    __module__ = 'asyncio.base_events'

    def __init__(self):
        self._ready = _Fifo()          # Handles to run, in call_soon order
        self._scheduled = []           # heap of (when, sequence, TimerHandle)
        self._timer_sequence = 0
        self._timer_cancelled_count = 0
        self._clock = 0.0              # virtual time
        self._host_futures = {}        # async host call id -> Future
        self._stopping = False
        self._running = False
        self._closed = False
        self._debug = False
        self._current_task = None
        self._tasks = {}               # live tasks, creation order (ordered set)
        self._exception_handler = None

    def __repr__(self):
        return (f'<{type(self).__name__} running={self.is_running()} '
                f'closed={self.is_closed()} debug={self.get_debug()}>')

    # -- running ------------------------------------------------------------

    def _check_closed(self):
        if self._closed:
            raise RuntimeError('Event loop is closed')

    def _check_running(self):
        if self._running:
            raise RuntimeError('This event loop is already running')
        if _running_loop is not None:
            raise RuntimeError(
                'Cannot run the event loop while another loop is running')

    def run_forever(self):
        """Run until stop() is called."""
        self._check_closed()
        self._check_running()
        try:
            self._running = True
            _set_running_loop(self)
            while True:
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _set_running_loop(None)

    def run_until_complete(self, future):
        """Run until the Future is done; return its result or raise."""
        self._check_closed()
        self._check_running()
        future = _ensure_future(future, loop=self)
        future.add_done_callback(_run_until_complete_cb)
        try:
            self.run_forever()
        finally:
            future.remove_done_callback(_run_until_complete_cb)
        if not future.done():
            raise RuntimeError('Event loop stopped before Future completed.')
        return future.result()

    def stop(self):
        """Stop after the current iteration (already-ready callbacks still run)."""
        self._stopping = True

    def close(self):
        if self._running:
            raise RuntimeError('Cannot close a running event loop')
        if self._closed:
            return
        self._closed = True
        self._ready.clear()
        self._scheduled = []

    def is_closed(self):
        return self._closed

    def is_running(self):
        return self._running

    def get_debug(self):
        return self._debug

    def set_debug(self, enabled):
        self._debug = bool(enabled)

    def time(self):
        """The loop's virtual clock (seconds, starting at 0.0)."""
        return self._clock

    async def shutdown_asyncgens(self):
        # Abandoned async generators are not tracked (no asyncgen hooks); the
        # coroutine still runs as a task so Task-N numbering matches CPython.
        pass

    async def shutdown_default_executor(self):
        pass  # there is no executor; kept for asyncio.run's Task-N numbering

    def _run_once(self):
        """One iteration, as CPython's BaseEventLoop._run_once."""
        scheduled = self._scheduled
        count = len(scheduled)
        if count > 100 and self._timer_cancelled_count / count > 0.5:
            # Many cancelled timers: rebuild the heap without them.
            live = []
            for entry in scheduled:
                if entry[2]._cancelled:
                    entry[2]._scheduled = False
                else:
                    live.append(entry)
            live.sort()  # a sorted list is a valid heap
            self._scheduled = scheduled = live
            self._timer_cancelled_count = 0
        else:
            while scheduled and scheduled[0][2]._cancelled:
                self._timer_cancelled_count -= 1
                _heap_pop(scheduled)[2]._scheduled = False

        if not self._ready and not self._stopping:
            self._idle()

        # Move the timers that are due to the ready queue.
        end_time = self._clock + _CLOCK_RESOLUTION
        while scheduled:
            entry = scheduled[0]
            if entry[0] >= end_time:
                break
            _heap_pop(scheduled)
            entry[2]._scheduled = False
            self._ready.append(entry[2])

        # Run only what is ready now; callbacks scheduled by these callbacks
        # run in the next iteration.
        ready = self._ready
        for _ in range(len(ready)):
            handle = ready.popleft()
            if not handle._cancelled:
                handle._run()

    def _idle(self):
        """Nothing is ready to run and stop() was not requested.

        This is the single point where the loop would block.  CPython sleeps in
        select() until the earliest timer; with virtual time we jump the clock
        to that deadline instead.  With no timer either, CPython would hang
        forever, so we raise.

        Host calls come first: while any async host call is pending, the loop
        hands every call made so far to the host at once and pauses until it
        answers some of them (their futures then complete, making callbacks
        ready).  Only then does virtual time move, so a timeout around a host
        call does not fire before the host has had its turn.
        """
        if self._host_futures:
            import _garter_host
            for call_id, ok, value in _garter_host.wait():
                future = self._host_futures.pop(call_id, None)
                if future is None or future.done():
                    continue
                if ok:
                    future.set_result(value)
                else:
                    future.set_exception(value)
            return
        if self._scheduled:
            when = self._scheduled[0][0]
            if when > self._clock:
                self._clock = when
            return
        pending = ''.join(f', {t.get_name()}' for t in self._tasks if not t.done())
        raise RuntimeError(
            'asyncio deadlock: every task is waiting on something that can '
            'never happen (no callback is ready and no timer is scheduled'
            + (f'; pending tasks: {pending[2:]})' if pending else ')'))

    # -- scheduling ---------------------------------------------------------

    def call_soon(self, callback, *args, context=None):
        """Call callback(*args) in the next iteration (FIFO order)."""
        self._check_closed()
        handle = Handle(callback, args, self)
        self._ready.append(handle)
        return handle

    call_soon_threadsafe = call_soon

    def call_later(self, delay, callback, *args, context=None):
        """Call callback(*args) after delay seconds of virtual time."""
        if delay is None:
            raise TypeError('delay must not be None')
        return self.call_at(self._clock + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        """Call callback(*args) at virtual time `when`."""
        if when is None:
            raise TypeError('when cannot be None')
        self._check_closed()
        timer = TimerHandle(when, callback, args, self)
        self._timer_sequence += 1  # equal deadlines fire in scheduling order
        _heap_push(self._scheduled, (when, self._timer_sequence, timer))
        timer._scheduled = True
        return timer

    def _timer_handle_cancelled(self, handle):
        if handle._scheduled:
            self._timer_cancelled_count += 1

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        return Task(coro, loop=self, name=name)

    # -- errors -------------------------------------------------------------

    def get_exception_handler(self):
        return self._exception_handler

    def set_exception_handler(self, handler):
        if handler is not None and not callable(handler):
            raise TypeError(f'A callable object or None is expected, got {handler!r}')
        self._exception_handler = handler

    def default_exception_handler(self, context):
        """CPython logs the context to stderr; Garter has no logging."""

    def call_exception_handler(self, context):
        if self._exception_handler is None:
            self.default_exception_handler(context)
            return
        try:
            self._exception_handler(self, context)
        except (SystemExit, KeyboardInterrupt):
            raise
        except BaseException:
            pass  # CPython logs the handler's failure


SelectorEventLoop = BaseEventLoop


# ----------------------------------------------------------------------------
# Futures.

def isfuture(obj):
    """True for asyncio Futures and duck-typed compatible objects."""
    return (hasattr(type(obj), '_asyncio_future_blocking') and
            obj._asyncio_future_blocking is not None)


def _get_loop(fut):
    get_loop = getattr(fut, 'get_loop', None)
    if get_loop is not None:
        return get_loop()
    return fut._loop


class Future:
    """A result that will be available later (CPython 3.11 semantics)."""
    __module__ = '_asyncio'

    _state = _PENDING
    _result = None
    _exception = None
    _loop = None
    _cancel_message = None
    _cancelled_exc = None  # CancelledError saved for re-raising
    # Set by __await__ so Task._step can tell `await fut` from a bare yield.
    _asyncio_future_blocking = False

    def __init__(self, *, loop=None):
        self._loop = get_event_loop() if loop is None else loop
        self._callbacks = []

    def __repr__(self):
        return f"<{type(self).__name__} {' '.join(self._repr_info())}>"

    def _repr_info(self):
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append(f'exception={self._exception!r}')
            else:
                info.append(f'result={_short_repr(self._result)}')
        callbacks = self._callbacks
        if callbacks:
            if len(callbacks) == 1:
                text = _format_callback(callbacks[0])
            elif len(callbacks) == 2:
                text = (f'{_format_callback(callbacks[0])}, '
                        f'{_format_callback(callbacks[1])}')
            else:
                text = (f'{_format_callback(callbacks[0])}, '
                        f'<{len(callbacks) - 2} more>, '
                        f'{_format_callback(callbacks[-1])}')
            info.append(f'cb=[{text}]')
        return info

    def get_loop(self):
        return self._loop

    def _make_cancelled_error(self):
        # The saved CancelledError is handed out once, then fresh ones.
        if self._cancelled_exc is not None:
            exc = self._cancelled_exc
            self._cancelled_exc = None
            return exc
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def _schedule_callbacks(self):
        callbacks = self._callbacks
        if not callbacks:
            return
        self._callbacks = []
        for callback in callbacks:
            self._loop.call_soon(callback, self)

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Result is not set.')
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError('Exception is not set.')
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        kept = [f for f in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(kept)
        if removed:
            self._callbacks = kept
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError('invalid state')
        if isinstance(exception, type):
            exception = exception()
        if not isinstance(exception, BaseException):
            raise TypeError('invalid exception object')
        if type(exception) is StopIteration:
            raise TypeError('StopIteration interacts badly with generators '
                            'and cannot be raised into a Future')
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()

    def __await__(self):
        if self._state == _PENDING:
            self._asyncio_future_blocking = True
            yield self  # tells the Task to wait for completion
        if self._state == _PENDING:
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__


def _set_result_unless_cancelled(fut, result):
    if not fut.cancelled():
        fut.set_result(result)


# ----------------------------------------------------------------------------
# Tasks.

def _enter_task(loop, task):
    if loop._current_task is not None:
        raise RuntimeError(f'Cannot enter into task {task!r} while another '
                           f'task {loop._current_task!r} is being executed.')
    loop._current_task = task


def _leave_task(loop, task):
    if loop._current_task is not task:
        raise RuntimeError(f'Leaving task {task!r} does not match the '
                           f'current task {loop._current_task!r}.')
    loop._current_task = None


def current_task(loop=None):
    """Return the currently running task, or None."""
    if loop is None:
        loop = get_running_loop()
    return loop._current_task


def all_tasks(loop=None):
    """Return a set of the not-yet-done tasks of the loop."""
    if loop is None:
        loop = get_running_loop()
    return {t for t in loop._tasks if not t.done()}


def _set_task_name(task, name):
    if name is not None:
        task.set_name(name)


class Task(Future):
    """A coroutine wrapped in a Future (CPython 3.11's Task state machine).

    While not done, either _fut_waiter is a pending Future whose callbacks
    include _wakeup, or _step is scheduled, or _step is running.
    """
    __module__ = '_asyncio'

    def __init__(self, coro, *, loop=None, name=None, context=None):
        global _task_name_counter
        Future.__init__(self, loop=loop)
        if not iscoroutine(coro):
            raise TypeError(f'a coroutine was expected, got {coro!r}')
        if name is None:
            _task_name_counter += 1
            self._name = f'Task-{_task_name_counter}'
        else:
            self._name = str(name)
        self._num_cancels_requested = 0
        self._must_cancel = False
        self._fut_waiter = None
        self._coro = coro
        self._loop.call_soon(self._step)
        self._loop._tasks[self] = None

    def _repr_info(self):
        info = Future._repr_info(self)
        if self._num_cancels_requested and self._state == _PENDING:
            info[0] = 'cancelling'
        info.insert(1, f'name={self._name!r}')
        info.insert(2, f'coro=<{_format_coroutine(self._coro)}>')
        if self._fut_waiter is not None:
            info.insert(3, f'wait_for={self._fut_waiter!r}')
        return info

    def get_coro(self):
        return self._coro

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def get_stack(self, *, limit=None):
        return []

    def set_result(self, result):
        raise RuntimeError('Task does not support set_result operation')

    def set_exception(self, exception):
        raise RuntimeError('Task does not support set_exception operation')

    def cancel(self, msg=None):
        """Request cancellation: CancelledError is thrown into the coroutine
        at its next step (the coroutine may catch it)."""
        if self._state != _PENDING:
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                # Keep _fut_waiter: it may be a task that ignores the request.
                return True
        # _step is already scheduled (or running): let it throw.
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
        return self._num_cancels_requested

    def _step(self, exc=None):
        if self._state != _PENDING:
            raise InvalidStateError(f'_step(): already done: {self!r}, {exc!r}')
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        coro = self._coro
        loop = self._loop
        self._fut_waiter = None
        _enter_task(loop, self)
        try:
            if exc is None:
                result = coro.send(None)
            else:
                result = coro.throw(exc)
        except StopIteration as stop:
            if self._must_cancel:
                # cancel() arrived while the coroutine was finishing.
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, stop.value)
        except CancelledError as cancelled:
            self._cancelled_exc = cancelled  # re-raised by result()
            Future.cancel(self)
        except (KeyboardInterrupt, SystemExit) as fatal:
            Future.set_exception(self, fatal)
            raise
        except BaseException as error:
            Future.set_exception(self, error)
        else:
            self._handle_yield(result)
        finally:
            _leave_task(loop, self)
            if self._state != _PENDING:
                loop._tasks.pop(self, None)

    def _handle_yield(self, result):
        # What the coroutine yielded decides how the task resumes.
        blocking = getattr(result, '_asyncio_future_blocking', None)
        if blocking is not None:
            if _get_loop(result) is not self._loop:
                error = RuntimeError(f'Task {self!r} got Future {result!r} '
                                     f'attached to a different loop')
            elif not blocking:
                error = RuntimeError(f'yield was used instead of yield from in '
                                     f'task {self!r} with {result!r}')
            elif result is self:
                error = RuntimeError(f'Task cannot await on itself: {self!r}')
            else:
                # `await future`: resume when it completes.
                result._asyncio_future_blocking = False
                result.add_done_callback(self._wakeup)
                self._fut_waiter = result
                if self._must_cancel:
                    if result.cancel(msg=self._cancel_message):
                        self._must_cancel = False
                return
        elif result is None:
            # Bare yield (sleep(0)): run again in the next iteration.
            self._loop.call_soon(self._step)
            return
        elif type(result) is _GeneratorType:
            error = RuntimeError(f'yield was used instead of yield from for '
                                 f'generator in task {self!r} with {result!r}')
        else:
            error = RuntimeError(f'Task got bad yield: {result!r}')
        self._loop.call_soon(self._step, error)

    def _wakeup(self, future):
        try:
            future.result()
        except BaseException as exc:
            error = exc
        else:
            error = None
        # Resume outside the except block so no exception context leaks in.
        if error is None:
            self._step()
        else:
            self._step(error)


def create_task(coro, *, name=None, context=None):
    """Schedule the coroutine as a Task on the running loop."""
    loop = get_running_loop()
    task = loop.create_task(coro)  # like CPython: the name is set afterwards,
    _set_task_name(task, name)     # so named tasks still consume a Task-N
    return task


def iscoroutine(obj):
    """True for coroutine objects (and generators, as CPython 3.11 does)."""
    kind = type(obj)
    if kind is _CoroutineType or kind is _GeneratorType:
        return True
    return (hasattr(kind, 'send') and hasattr(kind, 'throw') and
            hasattr(kind, 'close') and hasattr(kind, '__await__'))


_is_coroutine = object()  # marker attribute, as asyncio.coroutines._is_coroutine


def iscoroutinefunction(func):
    """True for `async def` functions (and methods wrapping them)."""
    if getattr(func, '_is_coroutine', None) is _is_coroutine:
        return True
    while hasattr(func, '__func__'):
        func = func.__func__
    flags = getattr(getattr(func, '__code__', None), 'co_flags', 0)
    return isinstance(flags, int) and bool(flags & 0x80)  # CO_COROUTINE


def ensure_future(coro_or_future, *, loop=None):
    """Wrap a coroutine or awaitable in a Task; return Futures unchanged."""
    return _ensure_future(coro_or_future, loop=loop)


def _ensure_future(obj, *, loop=None):
    if isfuture(obj):
        if loop is not None and loop is not _get_loop(obj):
            raise ValueError('The future belongs to a different loop than '
                             'the one specified as the loop argument')
        return obj
    wrapped = False
    if not iscoroutine(obj):
        if hasattr(type(obj), '__await__'):
            obj = _wrap_awaitable(obj)
            wrapped = True
        else:
            raise TypeError('An asyncio.Future, a coroutine or an awaitable '
                            'is required')
    if loop is None:
        loop = get_event_loop()
    try:
        return loop.create_task(obj)
    except RuntimeError:
        if not wrapped:
            obj.close()
        raise


async def _wrap_awaitable(awaitable):
    return await awaitable


class _Sleep0:
    """Awaitable doing one bare yield: CPython's tasks.__sleep0()."""

    def __await__(self):
        yield


_SLEEP0 = _Sleep0()


async def sleep(delay, result=None):
    """Coroutine that completes after `delay` seconds of virtual time."""
    if delay <= 0:
        await _SLEEP0  # just yield to the loop for one iteration
        return result
    loop = get_running_loop()
    future = loop.create_future()
    handle = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        handle.cancel()


# ----------------------------------------------------------------------------
# Combinators: gather, shield, wait, wait_for, as_completed.

class _GatheringFuture(Future):
    """gather()'s result: cancelling it cancels the children instead."""
    __module__ = 'asyncio.tasks'

    def __init__(self, children, *, loop):
        Future.__init__(self, loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            # Propagate cancellation even with return_exceptions=True.
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    """Run awaitables concurrently; the result lists results in argument order."""
    if not coros_or_futures:
        outer = get_event_loop().create_future()
        outer.set_result([])
        return outer

    def _done_callback(fut):
        nonlocal nfinished
        nfinished += 1
        if outer is None or outer.done():
            return
        if not return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if nfinished == nfuts:
            results = []
            for fut in children:
                if fut.cancelled():
                    res = CancelledError('' if fut._cancel_message is None
                                         else fut._cancel_message)
                else:
                    res = fut.exception()
                    if res is None:
                        res = fut.result()
                results.append(res)
            if outer._cancel_requested:
                # `fut` is the last child here, exactly as in CPython.
                outer.set_exception(fut._make_cancelled_error())
            else:
                outer.set_result(results)

    arg_to_fut = {}
    children = []
    nfuts = 0
    nfinished = 0
    loop = None
    outer = None
    for arg in coros_or_futures:
        if arg not in arg_to_fut:
            fut = _ensure_future(arg, loop=loop)
            if loop is None:
                loop = _get_loop(fut)
            nfuts += 1
            arg_to_fut[arg] = fut
            fut.add_done_callback(_done_callback)
        else:
            fut = arg_to_fut[arg]  # a duplicate awaitable shares one future
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    return outer


def shield(arg):
    """Wait for arg, protecting it from the awaiting task's cancellation."""
    inner = _ensure_future(arg)
    if inner.done():
        return inner
    loop = _get_loop(inner)
    outer = loop.create_future()

    def _inner_done_callback(inner):
        if outer.cancelled():
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done_callback(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done_callback)

    inner.add_done_callback(_inner_done_callback)
    outer.add_done_callback(_outer_done_callback)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


def _distinct(items):
    # CPython uses set(fs); keep the first occurrence order instead.
    return list(dict.fromkeys(items))


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    """Wait for futures/tasks; return the (done, pending) sets."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect a list of futures, not {type(fs).__name__}')
    if not fs:
        raise ValueError('Set of Tasks/Futures is empty.')
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f'Invalid return_when value: {return_when}')
    fs = _distinct(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError('Passing coroutines is forbidden, use tasks explicitly.')
    loop = get_running_loop()
    return await _wait(fs, timeout, return_when, loop)


async def _wait(fs, timeout, return_when, loop):
    waiter = loop.create_future()
    timeout_handle = None
    if timeout is not None:
        timeout_handle = loop.call_later(timeout, _release_waiter, waiter)
    counter = len(fs)

    def _on_completion(f):
        nonlocal counter
        counter -= 1
        if (counter <= 0 or return_when == FIRST_COMPLETED or
                return_when == FIRST_EXCEPTION and (
                    not f.cancelled() and f.exception() is not None)):
            if timeout_handle is not None:
                timeout_handle.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timeout_handle is not None:
            timeout_handle.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


async def wait_for(fut, timeout):
    """Wait for one awaitable with a timeout; cancel it and raise
    TimeoutError when the timeout expires (3.11 algorithm)."""
    loop = get_running_loop()
    if timeout is None:
        return await fut
    if timeout <= 0:
        fut = _ensure_future(fut, loop=loop)
        if fut.done():
            return fut.result()
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()
        except CancelledError as exc:
            raise TimeoutError() from exc

    waiter = loop.create_future()
    timeout_handle = loop.call_later(timeout, _release_waiter, waiter)

    def cb(f):
        _release_waiter(waiter)

    fut = _ensure_future(fut, loop=loop)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            # The inner task must not outlive wait_for (bpo-32751).
            await _cancel_and_wait(fut, loop=loop)
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        await _cancel_and_wait(fut, loop=loop)
        try:
            return fut.result()  # cancellation may have been refused
        except CancelledError as exc:
            raise TimeoutError() from exc
    finally:
        timeout_handle.cancel()


async def _cancel_and_wait(fut, loop):
    waiter = loop.create_future()

    def cb(f):
        _release_waiter(waiter)

    fut.add_done_callback(cb)
    try:
        fut.cancel()
        # Wait on a separate future so this stays reliably cancellable.
        await waiter
    finally:
        fut.remove_done_callback(cb)


def as_completed(fs, *, timeout=None):
    """Iterator of coroutines yielding results in completion order."""
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f'expect an iterable of futures, not {type(fs).__name__}')
    done = Queue()
    loop = get_event_loop()
    todo = {}  # ordered set of the futures still running
    for f in _distinct(fs):
        todo[_ensure_future(f, loop=loop)] = None
    timeout_handle = None

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.put_nowait(None)  # a dummy that makes _wait_for_one raise
        todo.clear()

    def _on_completion(f):
        if not todo:
            return  # _on_timeout() came first
        del todo[f]
        done.put_nowait(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle = loop.call_later(timeout, _on_timeout)
    for _ in range(len(todo)):
        yield _wait_for_one()


# ----------------------------------------------------------------------------
# Timeouts (3.11 asyncio.timeouts).

class Timeout:
    """Async context manager cancelling its block at a deadline; the
    cancellation surfaces as TimeoutError."""
    __module__ = 'asyncio.timeouts'

    def __init__(self, when):
        self._state = 'created'
        self._timeout_handler = None
        self._task = None
        self._when = when

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._state != 'active':
            if self._state == 'created':
                raise RuntimeError('Timeout has not been entered')
            raise RuntimeError(f'Cannot change state of {self._state} Timeout')
        self._when = when
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
        if when is None:
            self._timeout_handler = None
        else:
            loop = get_running_loop()
            if when <= loop.time():
                self._timeout_handler = loop.call_soon(self._on_timeout)
            else:
                self._timeout_handler = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._state in ('expiring', 'expired')

    def __repr__(self):
        info = ''
        if self._state == 'active':
            when = round(self._when, 3) if self._when is not None else None
            info = f' when={when}'
        return f'<Timeout [{self._state}]{info}>'

    async def __aenter__(self):
        if self._state != 'created':
            raise RuntimeError('Timeout has already been entered')
        task = current_task()
        if task is None:
            raise RuntimeError('Timeout should be used inside a task')
        self._state = 'active'
        self._task = task
        self._cancelling = task.cancelling()
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._timeout_handler is not None:
            self._timeout_handler.cancel()
            self._timeout_handler = None
        if self._state == 'expiring':
            self._state = 'expired'
            if (self._task.uncancel() <= self._cancelling and
                    exc_type is CancelledError):
                # No other cancel request is pending: it was ours.
                raise TimeoutError from exc_val
        elif self._state == 'active':
            self._state = 'finished'
        return None

    def _on_timeout(self):
        self._task.cancel()
        self._state = 'expiring'
        self._timeout_handler = None


def timeout(delay):
    """Timeout context manager expiring `delay` seconds from now (None: never)."""
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    """Timeout context manager expiring at loop time `when` (None: never)."""
    return Timeout(when)


# ----------------------------------------------------------------------------
# Synchronization primitives (3.11 asyncio.locks).

class _LoopBound:
    _loop = None

    def _get_loop(self):
        loop = _running_loop
        if self._loop is None:
            self._loop = loop
        if loop is not self._loop:
            raise RuntimeError(f'{self!r} is bound to a different event loop')
        return loop

    def _repr_with(self, extra):
        kind = type(self)
        return f'<{kind.__module__}.{kind.__qualname__} object at {id(self):#x} [{extra}]>'


class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Lock(_ContextManagerMixin, _LoopBound):
    """Mutual exclusion lock; waiters acquire it in FIFO order."""
    __module__ = 'asyncio.locks'

    def __init__(self):
        self._waiters = None
        self._locked = False

    def __repr__(self):
        extra = 'locked' if self._locked else 'unlocked'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return self._repr_with(extra)

    def locked(self):
        return self._locked

    async def acquire(self):
        if (not self._locked and (self._waiters is None or
                                  all(w.cancelled() for w in self._waiters))):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = []
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError('Lock is not acquired.')

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)


class Event(_LoopBound):
    """A flag that tasks can wait for."""
    __module__ = 'asyncio.locks'

    def __init__(self):
        self._waiters = []
        self._value = False

    def __repr__(self):
        extra = 'set' if self._value else 'unset'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return self._repr_with(extra)

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)


class Condition(_ContextManagerMixin, _LoopBound):
    """Condition variable over a Lock."""
    __module__ = 'asyncio.locks'

    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = []

    def __repr__(self):
        extra = 'locked' if self.locked() else 'unlocked'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return self._repr_with(extra)

    async def wait(self):
        if not self.locked():
            raise RuntimeError('cannot wait on un-acquired lock')
        self.release()
        try:
            fut = self._get_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            # Re-acquire the lock even when cancelled.
            cancelled = False
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    cancelled = True
            if cancelled:
                raise CancelledError

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError('cannot notify on un-acquired lock')
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Semaphore(_ContextManagerMixin, _LoopBound):
    """Counter-based limit on concurrent holders; FIFO wake-up (3.11.7)."""
    __module__ = 'asyncio.locks'

    def __init__(self, value=1):
        if value < 0:
            raise ValueError('Semaphore initial value must be >= 0')
        self._waiters = None
        self._value = value

    def __repr__(self):
        extra = 'locked' if self.locked() else f'unlocked, value:{self._value}'
        if self._waiters:
            extra = f'{extra}, waiters:{len(self._waiters)}'
        return self._repr_with(extra)

    def locked(self):
        return self._value == 0 or (
            any(not w.cancelled() for w in (self._waiters or ())))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = []
        fut = self._get_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not fut.cancelled():
                # We were handed the slot but got cancelled: pass it on.
                self._value += 1
                self._wake_up_next()
            raise
        if self._value > 0:
            self._wake_up_next()
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return


class BoundedSemaphore(Semaphore):
    """Semaphore that refuses to be released above its initial value."""
    __module__ = 'asyncio.locks'

    def __init__(self, value=1):
        self._bound_value = value
        Semaphore.__init__(self, value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError('BoundedSemaphore released too many times')
        Semaphore.release(self)


# ----------------------------------------------------------------------------
# Queues (3.11 asyncio.queues).

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

    async def put(self, item):
        while self.full():
            putter = self._get_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except:
                putter.cancel()
                try:
                    self._putters.remove(putter)
                except ValueError:
                    pass  # already popped by get_nowait()
                if not self.full() and not putter.cancelled():
                    # Woken but cannot use the slot: pass the wake-up on.
                    self._wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        self._wakeup_next(self._getters)

    async def get(self):
        while self.empty():
            getter = self._get_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except:
                getter.cancel()
                try:
                    self._getters.remove(getter)
                except ValueError:
                    pass  # already popped by put_nowait()
                if not self.empty() and not getter.cancelled():
                    self._wakeup_next(self._getters)
                raise
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


# ----------------------------------------------------------------------------
# TaskGroup (3.11 asyncio.taskgroups).

class TaskGroup:
    """Async context manager that waits for its tasks; the first failure
    cancels the rest and errors are raised as an ExceptionGroup."""
    __module__ = 'asyncio.taskgroups'

    def __init__(self):
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._loop = None
        self._parent_task = None
        self._parent_cancel_requested = False
        self._tasks = {}  # ordered set (CPython: a set)
        self._errors = []
        self._base_error = None
        self._on_completed_fut = None

    def __repr__(self):
        info = ['']
        if self._tasks:
            info.append(f'tasks={len(self._tasks)}')
        if self._errors:
            info.append(f'errors={len(self._errors)}')
        if self._aborting:
            info.append('cancelling')
        elif self._entered:
            info.append('entered')
        return f"<TaskGroup{' '.join(info)}>"

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f'TaskGroup {self!r} has already been entered')
        if self._loop is None:
            self._loop = get_running_loop()
        self._parent_task = current_task(self._loop)
        if self._parent_task is None:
            raise RuntimeError(f'TaskGroup {self!r} cannot determine the parent task')
        self._entered = True
        return self

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        if exc is not None and self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        propagate_cancellation_error = exc if et is CancelledError else None
        if self._parent_cancel_requested:
            if self._parent_task.uncancel() == 0:
                propagate_cancellation_error = None
        if et is not None and not self._aborting:
            self._abort()
        while self._tasks:
            if self._on_completed_fut is None:
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if self._base_error is not None:
            raise self._base_error
        if propagate_cancellation_error and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError:
            self._errors.append(exc)
        if self._errors:
            try:
                raise BaseExceptionGroup('unhandled errors in a TaskGroup',
                                         self._errors) from None
            finally:
                self._errors = None

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError(f'TaskGroup {self!r} has not been entered')
        if self._exiting and not self._tasks:
            raise RuntimeError(f'TaskGroup {self!r} is finished')
        if self._aborting:
            raise RuntimeError(f'TaskGroup {self!r} is shutting down')
        task = self._loop.create_task(coro)
        _set_task_name(task, name)
        task.add_done_callback(self._on_task_done)
        self._tasks[task] = None
        return task

    def _is_base_error(self, exc):
        return isinstance(exc, (SystemExit, KeyboardInterrupt))

    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.pop(task, None)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if self._is_base_error(exc) and self._base_error is None:
            self._base_error = exc
        if self._parent_task.done():
            self._loop.call_exception_handler({
                'message': f'Task {task!r} has errored out but its parent '
                           f'task {self._parent_task} is already completed',
                'exception': exc,
                'task': task,
            })
            return
        if not self._aborting and not self._parent_cancel_requested:
            # Cancel the parent so the body of `async with` stops waiting.
            self._abort()
            self._parent_cancel_requested = True
            self._parent_task.cancel()


# ----------------------------------------------------------------------------
# Runner and run (3.11 asyncio.runners).

def _cancel_all_tasks(loop):
    # CPython iterates a set here; creation order is the deterministic choice.
    to_cancel = [t for t in loop._tasks if not t.done()]
    if not to_cancel:
        return
    for task in to_cancel:
        task.cancel()
    loop.run_until_complete(gather(*to_cancel, return_exceptions=True))
    for task in to_cancel:
        if task.cancelled():
            continue
        if task.exception() is not None:
            loop.call_exception_handler({
                'message': 'unhandled exception during asyncio.run() shutdown',
                'exception': task.exception(),
                'task': task,
            })


class Runner:
    """Owns an event loop: run() coroutines in it, close() cancels what is
    left and closes the loop."""
    __module__ = 'asyncio.runners'

    def __init__(self, *, debug=None, loop_factory=None):
        self._state = 'created'
        self._debug = debug
        self._loop_factory = loop_factory
        self._loop = None
        self._set_event_loop = False

    def __enter__(self):
        self._lazy_init()
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.close()

    def close(self):
        if self._state != 'initialized':
            return
        try:
            loop = self._loop
            _cancel_all_tasks(loop)
            loop.run_until_complete(loop.shutdown_asyncgens())
            loop.run_until_complete(loop.shutdown_default_executor())
        finally:
            if self._set_event_loop:
                set_event_loop(None)
            loop.close()
            self._loop = None
            self._state = 'closed'

    def get_loop(self):
        self._lazy_init()
        return self._loop

    def run(self, coro, *, context=None):
        if not iscoroutine(coro):
            raise ValueError(f'a coroutine was expected, got {coro!r}')
        if _running_loop is not None:
            raise RuntimeError(
                'Runner.run() cannot be called from a running event loop')
        self._lazy_init()
        task = self._loop.create_task(coro)
        return self._loop.run_until_complete(task)

    def _lazy_init(self):
        if self._state == 'closed':
            raise RuntimeError('Runner is closed')
        if self._state == 'initialized':
            return
        if self._loop_factory is None:
            self._loop = new_event_loop()
            if not self._set_event_loop:
                set_event_loop(self._loop)
                self._set_event_loop = True
        else:
            self._loop = self._loop_factory()
        if self._debug is not None:
            self._loop.set_debug(self._debug)
        self._state = 'initialized'


def _host_call(name, args, kwargs):
    """Start the async host function `name`: the call goes to the host the next time the
    loop has nothing else to run; the returned future completes with its answer."""
    import _garter_host
    loop = get_running_loop()
    call_id = _garter_host.submit(name, args, kwargs)
    future = loop.create_future()
    loop._host_futures[call_id] = future
    return future


def run(main, *, debug=None):
    """Run the coroutine in a new event loop and return its result.  Tasks
    still pending when it finishes are cancelled and awaited first."""
    if _running_loop is not None:
        raise RuntimeError(
            'asyncio.run() cannot be called from a running event loop')
    runner = Runner(debug=debug)
    runner._lazy_init()  # like `with Runner() as runner:` (before the check)
    try:
        return runner.run(main)
    finally:
        runner.close()
