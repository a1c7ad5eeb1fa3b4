"""What CPython runs in C (its `_asyncio` accelerator) for Garter's asyncio: Future and Task
(the step/wake-up state machine), the running loop and the current task, and the loop's
running of its ready handles, which Garter's native hot path (vm/task_step.rs) shares: that
code reads and writes `_current_task` among the globals of the module that calls
`_run_handle`, so every such call and every `Task` step lives here."""

from _asyncio_base import _CANCELLED, _FINISHED, _PENDING, CancelledError, Handle, InvalidStateError

# The functions defined here show `asyncio` as their `__module__`, as they did when they lived
# in that module.
__name__ = 'asyncio'

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
# The running loop and the current task.

_running_loop = None          # the loop whose run_forever() is active
_task_name_counter = 0        # global, like the C counter behind "Task-N"
_current_task = None          # the task whose step is running (on the running loop:
                              # only one loop runs at a time)


try:
    # Runs a ready handle; a Task's step natively when nothing special is asked of it
    # (Garter's vm/task_step.rs, which reads the Task and loop attributes named there).
    from _garter_host import run_handle as _run_handle
except ImportError:  # under CPython, where this module is tested differentially
    def _run_handle(handle):
        handle._run()


try:
    # The serial number of the interpreter's current run.
    from _garter_host import run_serial as _run_serial
except ImportError:  # under CPython, where this module is tested differentially
    def _run_serial():
        return 0

_running_serial = 0  # the run that set _running_loop


def _get_running_loop():
    if _running_loop is not None and _running_serial != _run_serial():
        _forget_abandoned_loop()
    return _running_loop


def _forget_abandoned_loop():
    # A limit ended the run that was running the loop: no `finally` ran, so
    # the loop still looks running and a task's step still looks current.
    # A later run of the same interpreter starts afresh.
    global _running_loop, _current_task
    _running_loop._running = False
    _running_loop._stopping = False
    _running_loop = None
    _current_task = None


def _set_running_loop(loop):
    global _running_loop, _running_serial
    _running_loop = loop
    _running_serial = _run_serial()


def get_running_loop():
    """Return the running event loop.  Raise a RuntimeError if there is none."""
    loop = _get_running_loop()
    if loop is None:
        raise RuntimeError('no running event loop')
    return loop


def _run_ready(ready):
    """Runs the handles in the loop's ready list `ready` now; callbacks scheduled by these
    callbacks run in the loop's next iteration. A Handle's _run skips it when cancelled."""
    count = len(ready)
    batch = ready[:count]
    del ready[:count]
    try:
        for handle in batch:
            _run_handle(handle)
    except BaseException:
        # SystemExit or KeyboardInterrupt left a callback: as in CPython,
        # the callbacks after it stay ready, ahead of the new ones.
        done = 0
        while batch[done] is not handle:
            done += 1
        ready[:0] = batch[done + 1:]
        raise


def _current_loop():
    """`asyncio.get_event_loop()`, for a Future or Task made without a loop."""
    from asyncio import get_event_loop
    return get_event_loop()


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
        self._loop = _current_loop() if loop is None else loop
        self._callbacks = []

    def __repr__(self):
        return f"<{type(self).__name__} {' '.join(self._repr_info())}>"

    def _repr_info(self):
        from _asyncio_repr import format_callback, short_repr
        info = [self._state.lower()]
        if self._state == _FINISHED:
            if self._exception is not None:
                info.append(f'exception={self._exception!r}')
            else:
                info.append(f'result={short_repr(self._result)}')
        callbacks = self._callbacks
        if callbacks:
            if len(callbacks) == 1:
                text = format_callback(callbacks[0])
            elif len(callbacks) == 2:
                text = (f'{format_callback(callbacks[0])}, '
                        f'{format_callback(callbacks[1])}')
            else:
                text = (f'{format_callback(callbacks[0])}, '
                        f'<{len(callbacks) - 2} more>, '
                        f'{format_callback(callbacks[-1])}')
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
        loop = self._loop
        if loop._closed:
            loop._check_closed()  # raises
        ready = loop._ready
        for callback in callbacks:
            ready.append(Handle(callback, (self,), loop))  # loop.call_soon(callback, self)

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


# ----------------------------------------------------------------------------
# Tasks.

def _cannot_enter_task(task):
    return RuntimeError(f'Cannot enter into task {task!r} while another '
                        f'task {_current_task!r} is being executed.')


def current_task(loop=None):
    """Return the currently running task, or None."""
    if loop is None:
        loop = get_running_loop()
    return _current_task if loop is _running_loop else None


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

    A Task is its own Handle for a step without an exception to throw in: the
    loop's ready queue holds the Task itself and runs its ``_run``; such a step
    is never cancelled (Task.cancel throws into the coroutine instead).

    ``_name`` is the number N of an unnamed task until "Task-N" is asked for.
    """
    __module__ = '_asyncio'

    _num_cancels_requested = 0
    _fut_waiter = None

    def __init__(self, coro, *, loop=None, name=None, context=None):
        global _task_name_counter
        if loop is None:
            loop = _current_loop()
        self._loop = loop
        self._callbacks = []
        if type(coro) is not _CoroutineType and not iscoroutine(coro):
            raise TypeError(f'a coroutine was expected, got {coro!r}')
        if name is None:
            _task_name_counter += 1
            self._name = _task_name_counter
        else:
            self._name = str(name)
        self._state = _PENDING  # an instance attribute, where _run_handle reads it
        self._must_cancel = False
        self._coro = coro
        self._send = coro.send
        if loop._closed:
            loop._check_closed()  # raises
        self._schedule = loop._ready.append
        self._schedule(self)  # loop.call_soon(self._step)
        loop._tasks[self] = None

    def _repr_info(self):
        from _asyncio_repr import format_coroutine
        info = Future._repr_info(self)
        if self._num_cancels_requested and self._state == _PENDING:
            info[0] = 'cancelling'
        info.insert(1, f'name={self.get_name()!r}')
        info.insert(2, f'coro=<{format_coroutine(self._coro)}>')
        if self._fut_waiter is not None:
            info.insert(3, f'wait_for={self._fut_waiter!r}')
        return info

    def get_coro(self):
        return self._coro

    def get_name(self):
        name = self._name
        if type(name) is int:
            name = self._name = f'Task-{name}'
        return name

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
        global _current_task
        # The hot path of every program using asyncio: calls and lookups are
        # kept out of the common case (send, then a bare yield or a Future).
        if self._state != _PENDING:
            raise InvalidStateError(f'_step(): already done: {self!r}, {exc!r}')
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        if _current_task is not None:
            raise _cannot_enter_task(self)
        _current_task = self
        try:
            if exc is None:
                result = self._send(None)
            else:
                result = self._coro.throw(exc)
        except StopIteration as stop:
            self._step_returned(stop.value)
        except BaseException as error:
            self._step_raised(error)
        else:
            if result is None:
                # Bare yield (sleep(0)): run again in the next iteration.
                self._schedule(self)
            else:
                self._handle_yield(result)
        finally:
            # Still this task: a step nested in this one fails to enter.
            _current_task = None

    _run = _step  # as a Handle (see the class doc)

    def _step_returned(self, value):
        self._loop._tasks.pop(self, None)
        if self._must_cancel:
            # cancel() arrived while the coroutine was finishing.
            self._must_cancel = False
            Future.cancel(self, msg=self._cancel_message)
        else:
            Future.set_result(self, value)

    def _step_raised(self, error):
        self._loop._tasks.pop(self, None)
        if isinstance(error, CancelledError):
            self._cancelled_exc = error  # re-raised by result()
            Future.cancel(self)
        elif isinstance(error, (KeyboardInterrupt, SystemExit)):
            Future.set_exception(self, error)
            raise error
        else:
            Future.set_exception(self, error)

    def _finish_step(self, outcome, value):
        # The end of a step that _run_handle began natively: the coroutine
        # yielded `value` (outcome 0), returned it (1) or raised it (2).
        global _current_task
        try:
            if outcome == 0:
                if value is None:
                    self._schedule(self)
                else:
                    self._handle_yield(value)
            elif outcome == 1:
                self._step_returned(value)
            else:
                self._step_raised(value)
        finally:
            _current_task = None

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
        elif type(result) is _GeneratorType:
            error = RuntimeError(f'yield was used instead of yield from for '
                                 f'generator in task {self!r} with {result!r}')
        else:
            error = RuntimeError(f'Task got bad yield: {result!r}')
        self._loop.call_soon(self._step, error)

    def _wakeup(self, future):
        # CPython's __step clears _fut_waiter; every step after a wait comes
        # through here, so the other steps skip it.
        self._fut_waiter = None
        try:
            future.result()
        except BaseException as exc:
            error = exc
        else:
            error = None
        # Resume outside the except block so no exception context leaks in.
        if error is None:
            _run_handle(self)
        else:
            self._step(error)


def iscoroutine(obj):
    """True for coroutine objects (and generators, as CPython 3.11 does)."""
    kind = type(obj)
    if kind is _CoroutineType or kind is _GeneratorType:
        return True
    return (hasattr(kind, 'send') and hasattr(kind, 'throw') and
            hasattr(kind, 'close') and hasattr(kind, '__await__'))
