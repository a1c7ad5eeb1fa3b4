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
* No imports in the core: a tiny replacement for heapq (``_heap_push``/
  ``_heap_pop``, same algorithm so PriorityQueue ties break identically) lives
  in ``_asyncio_base``.

Layout: this module is the event loop, sleep, gather, run/Runner and the
host-call bridge; with ``_asyncio_base`` (constants, exceptions, the timer
heap, handles) and ``_asyncio_futures`` (Future, Task, the running loop and
the current task: what CPython runs in C, whose frames its tracebacks do not
show either) it is the core, which runs on its own. The other subjects live in
``_asyncio_waiting`` (shield, wait, wait_for, as_completed, timeouts),
``_asyncio_sync`` (locks), ``_asyncio_queues``, ``_asyncio_taskgroups`` and
``_asyncio_repr`` (reprs, imported when one is asked for), and are re-exported
at the end of this module.

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

from _asyncio_base import (
    ALL_COMPLETED,
    FIRST_COMPLETED,
    FIRST_EXCEPTION,
    _CANCELLED,
    _CLOCK_RESOLUTION,
    _FINISHED,
    _PENDING,
    CancelledError,
    Handle,
    InvalidStateError,
    TimeoutError,
    TimerHandle,
    _heap_pop,
    _heap_push,
)
from _asyncio_futures import (
    Future,
    Task,
    _CoroutineType,
    _get_loop,
    _get_running_loop,
    _run_ready,
    _set_running_loop,
    _set_task_name,
    all_tasks,
    current_task,
    get_running_loop,
    iscoroutine,
    isfuture,
)

# ----------------------------------------------------------------------------
# The event loop.

_event_loop = None            # the "current" loop of the default policy
_event_loop_set_called = False


def get_event_loop():
    """Return the running loop, else the current loop (created on first use)."""
    running = _get_running_loop()
    if running is not None:
        return running
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
        self._ready = []               # Handles (and Tasks) to run, in call_soon order;
                                       # the same list for the loop's life (Tasks keep its append)
        self._scheduled = []           # heap of (when, sequence, TimerHandle)
        self._timer_sequence = 0
        self._timer_cancelled_count = 0
        self._clock = 0.0              # virtual time
        self._host_futures = {}        # async host call id -> Future
        self._stopping = False
        self._running = False
        self._closed = False
        self._debug = False
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
        running = _get_running_loop()  # forgets a loop a limit left running
        if self._running:
            raise RuntimeError('This event loop is already running')
        if running is not None:
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

        # Run only what is ready now.
        _run_ready(self._ready)

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
        if self._closed:
            self._check_closed()  # raises before Task() checks the coroutine
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
# Tasks and coroutines: create_task, iscoroutinefunction, ensure_future, sleep.

def _set_result_unless_cancelled(fut, result):
    if not fut.cancelled():
        fut.set_result(result)


def create_task(coro, *, name=None, context=None):
    """Schedule the coroutine as a Task on the running loop."""
    loop = get_running_loop()
    task = loop.create_task(coro)  # like CPython: the name is set afterwards,
    _set_task_name(task, name)     # so named tasks still consume a Task-N
    return task


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

    try:
        # A native iterator yielding None once: no generator frame to run.
        from _garter_host import yield_once as __await__
    except ImportError:  # under CPython
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
        # Task children (the usual case) are read directly; other futures
        # through their methods, as CPython's gather does.
        nonlocal nfinished
        nfinished += 1
        if outer is None or outer._state != _PENDING:
            return
        if not return_exceptions:
            if type(fut) is Task:
                if fut._state == _CANCELLED:
                    outer.set_exception(fut._make_cancelled_error())
                    return
                exc = fut._exception
            elif fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            else:
                exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if nfinished == nfuts:
            results = []
            for fut in children:
                if type(fut) is Task and fut._state == _FINISHED:
                    res = fut._exception
                    if res is None:
                        res = fut._result
                elif fut.cancelled():
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
        if arg in arg_to_fut:
            children.append(arg_to_fut[arg])  # a duplicate awaitable shares one future
            continue
        if loop is not None and type(arg) is _CoroutineType:
            fut = loop.create_task(arg)
            fut._callbacks.append(_done_callback)  # a new task is pending
        else:
            fut = _ensure_future(arg, loop=loop)
            if loop is None:
                loop = _get_loop(fut)
            fut.add_done_callback(_done_callback)
        nfuts += 1
        arg_to_fut[arg] = fut
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    return outer


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
        if _get_running_loop() is not None:
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
    if _get_running_loop() is not None:
        raise RuntimeError(
            'asyncio.run() cannot be called from a running event loop')
    runner = Runner(debug=debug)
    runner._lazy_init()  # like `with Runner() as runner:` (before the check)
    try:
        return runner.run(main)
    finally:
        runner.close()


# ----------------------------------------------------------------------------
# The other subjects, re-exported. An embedder that registers the core alone (the interpreter
# crate's own tests do) gets none of them.

try:
    from _asyncio_sync import BoundedSemaphore, Condition, Event, Lock, Semaphore
    from _asyncio_queues import LifoQueue, PriorityQueue, Queue, QueueEmpty, QueueFull
    from _asyncio_waiting import (
        Timeout,
        as_completed,
        shield,
        timeout,
        timeout_at,
        wait,
        wait_for,
    )
    from _asyncio_taskgroups import TaskGroup
except ModuleNotFoundError as missing:
    if not missing.name.startswith('_asyncio_'):
        raise
