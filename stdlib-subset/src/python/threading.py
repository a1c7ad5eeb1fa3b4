"""`threading` in a sandbox without threads: a `Thread` runs its target when it is started, to
the end, before `start()` returns, so programs that start workers and join them get CPython's
results (in start order). Locks, semaphores, events, conditions and barriers keep CPython's
bookkeeping and errors; a wait that only another thread could end (acquiring a held lock,
waiting on an unset event, without a timeout) raises RuntimeError instead of hanging, and one
with a timeout gives up at once. `Timer` sleeps on the program's clock, then calls."""

import time as _time

TIMEOUT_MAX = 9223372036.0

ThreadError = RuntimeError

_counter = 0
_ident = 1


def _new_name(target=None):
    global _counter
    _counter += 1
    if target is not None:
        name = getattr(target, "__name__", None)
        if name is not None:
            return "Thread-%d (%s)" % (_counter, name)
    return "Thread-%d" % _counter


def _never(what):
    return RuntimeError("%s would wait for ever: Garter runs no other thread that could end the wait" % what)


class _LockBase:
    def __init__(self):
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        """Takes the lock; a held lock can only be waited for with a timeout or not at all."""
        if not blocking and timeout != -1:
            raise ValueError("can't specify a timeout for a non-blocking call")
        if timeout < 0 and timeout != -1:
            raise ValueError("timeout value must be a non-negative number")
        if self._count and not self._reentrant():
            if blocking and timeout == -1:
                raise _never("acquiring a lock that is held")
            return False
        self._count += 1
        return True

    def _reentrant(self):
        return False

    __enter__ = acquire

    def __exit__(self, t, v, tb):
        self.release()

    def locked(self):
        """Whether the lock is held."""
        return self._count > 0


class Lock(_LockBase):
    """A lock: `acquire`, `release`, `locked`, and use with `with`."""

    def release(self):
        """Releases the lock."""
        if not self._count:
            raise RuntimeError("release unlocked lock")
        self._count = 0

    def __repr__(self):
        return "<%s _thread.lock object at %#x>" % ("locked" if self._count else "unlocked", id(self))


class RLock(_LockBase):
    """A reentrant lock: the holder may take it again, and must release it as often."""

    def _reentrant(self):
        return True

    def release(self):
        """Releases one level of the lock."""
        if not self._count:
            raise RuntimeError("cannot release un-acquired lock")
        self._count -= 1

    def _is_owned(self):
        return self._count > 0

    def __repr__(self):
        return "<%s _thread.RLock object owner=%d count=%d at %#x>" % (
            "locked" if self._count else "unlocked", _ident if self._count else 0, self._count, id(self))


def allocate_lock():
    return Lock()


class Condition:
    """A condition variable over a lock (an RLock by default)."""

    def __init__(self, lock=None):
        self._lock = RLock() if lock is None else lock
        self.acquire = self._lock.acquire
        self.release = self._lock.release

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)

    def __repr__(self):
        return "<Condition(%s, 0)>" % (self._lock,)

    def _check_owned(self, what):
        if not self._lock.locked():
            raise RuntimeError("cannot %s on un-acquired lock" % what)

    def wait(self, timeout=None):
        """Waits to be notified: with a timeout, returns False at once."""
        self._check_owned("wait")
        if timeout is None:
            raise _never("Condition.wait() without a timeout")
        return False

    def wait_for(self, predicate, timeout=None):
        """Returns the predicate's value when true; else waits as `wait` does."""
        result = predicate()
        if result:
            return result
        self.wait(timeout)
        return predicate()

    def notify(self, n=1):
        """Wakes up to `n` waiters (there are none)."""
        self._check_owned("notify")

    def notify_all(self):
        """Wakes every waiter (there are none)."""
        self._check_owned("notify")

    notifyAll = notify_all


class Semaphore:
    """A counter that `acquire` decrements and `release` increments."""

    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._value = value

    def acquire(self, blocking=True, timeout=None):
        """Decrements the counter; at zero, only a timeout or not blocking returns (False)."""
        if not blocking and timeout is not None:
            raise ValueError("can't specify timeout for non-blocking acquire")
        if self._value == 0:
            if blocking and timeout is None:
                raise _never("acquiring a semaphore at zero")
            return False
        self._value -= 1
        return True

    __enter__ = acquire

    def release(self, n=1):
        """Increments the counter by `n`."""
        if n < 1:
            raise ValueError("n must be one or more")
        self._value += n

    def __exit__(self, t, v, tb):
        self.release()

    def __repr__(self):
        return "<%s.%s at %#x: value=%d>" % (self.__class__.__module__, self.__class__.__qualname__,
                                            id(self), self._value)


class BoundedSemaphore(Semaphore):
    """A semaphore that refuses to be released past its initial value."""

    def __init__(self, value=1):
        super().__init__(value)
        self._initial_value = value

    def release(self, n=1):
        if n < 1:
            raise ValueError("n must be one or more")
        if self._value + n > self._initial_value:
            raise ValueError("Semaphore released too many times")
        self._value += n

    def __repr__(self):
        return "<%s.%s at %#x: value=%d/%d>" % (self.__class__.__module__, self.__class__.__qualname__,
                                               id(self), self._value, self._initial_value)


class Event:
    """A flag that `set` raises and `wait` waits for."""

    def __init__(self):
        self._flag = False

    def __repr__(self):
        return "<%s.%s at %#x: %s>" % (self.__class__.__module__, self.__class__.__qualname__, id(self),
                                      "set" if self._flag else "unset")

    def is_set(self):
        """Whether the flag is set."""
        return self._flag

    isSet = is_set

    def set(self):
        """Sets the flag."""
        self._flag = True

    def clear(self):
        """Clears the flag."""
        self._flag = False

    def wait(self, timeout=None):
        """True when the flag is set; unset, False with a timeout (nothing else can set it)."""
        if self._flag:
            return True
        if timeout is None:
            raise _never("Event.wait() on an unset event without a timeout")
        return False


class BrokenBarrierError(RuntimeError):
    pass


class Barrier:
    """A barrier for `parties` threads; only a barrier of one party can be passed."""

    def __init__(self, parties, action=None, timeout=None):
        if parties < 1:
            raise ValueError("parties must be > 0")
        self._parties = parties
        self._action = action
        self._timeout = timeout
        self._broken = False

    def wait(self, timeout=None):
        """Passes the barrier (one party), or breaks it: no other thread could arrive."""
        if self._broken:
            raise BrokenBarrierError
        if self._parties == 1:
            if self._action:
                self._action()
            return 0
        self._broken = True
        if timeout is None and self._timeout is None:
            raise _never("Barrier.wait() for %d parties" % self._parties)
        raise BrokenBarrierError

    def reset(self):
        """Returns the barrier to its initial state."""
        self._broken = False

    def abort(self):
        """Breaks the barrier."""
        self._broken = True

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return 0

    @property
    def broken(self):
        return self._broken


class Thread:
    """A thread of control whose target runs when it is started, to its end."""

    _initialized = False

    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *, daemon=None):
        assert group is None, "group argument must be None for now"
        self._target = target
        self._name = str(name) if name is not None else _new_name(target)
        self._args = args
        self._kwargs = {} if kwargs is None else kwargs
        self._daemonic = bool(daemon) if daemon is not None else current_thread().daemon
        self._started = False
        self._is_stopped = False
        self._ident = None
        self._initialized = True

    def __repr__(self):
        assert self._initialized, "Thread.__init__() was not called"
        status = "initial"
        if self._started:
            status = "started"
        if self._is_stopped:
            status = "stopped"
        if self._daemonic:
            status += " daemon"
        if self._ident is not None:
            status += " %s" % self._ident
        return "<%s(%s, %s)>" % (self.__class__.__name__, self._name, status)

    def start(self):
        """Runs the thread's activity (`run()`) now, to its end."""
        if not self._initialized:
            raise RuntimeError("thread.__init__() not called")
        if self._started:
            raise RuntimeError("threads can only be started once")
        global _ident
        _ident += 1
        self._ident = _ident
        self._started = True
        previous = _state.current
        _state.current = self
        try:
            self.run()
        except SystemExit:
            pass
        except BaseException as exc:
            excepthook(ExceptHookArgs((type(exc), exc, exc.__traceback__, self)))
        finally:
            _state.current = previous
            self._is_stopped = True

    def run(self):
        """Calls the target with its arguments."""
        try:
            if self._target is not None:
                self._target(*self._args, **self._kwargs)
        finally:
            del self._target, self._args, self._kwargs

    def join(self, timeout=None):
        """Waits for the thread to end (it has, once started)."""
        if not self._initialized:
            raise RuntimeError("Thread.__init__() not called")
        if not self._started:
            raise RuntimeError("cannot join thread before it is started")
        if self is current_thread():
            raise RuntimeError("cannot join current thread")

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, name):
        self._name = str(name)

    @property
    def ident(self):
        return self._ident

    native_id = ident

    def is_alive(self):
        """Whether the thread is running (only while its own code runs)."""
        return self._started and not self._is_stopped

    @property
    def daemon(self):
        return self._daemonic

    @daemon.setter
    def daemon(self, daemonic):
        if self._started:
            raise RuntimeError("cannot set daemon status of active thread")
        self._daemonic = daemonic

    def isDaemon(self):
        return self.daemon

    def setDaemon(self, daemonic):
        self.daemon = daemonic

    def getName(self):
        return self.name

    def setName(self, name):
        self.name = name


class _MainThread(Thread):
    def __init__(self):
        Thread.__init__(self, name="MainThread", daemon=False)
        self._started = True
        self._ident = 1

    def __repr__(self):
        return "<_MainThread(MainThread, started %d)>" % self._ident


class Timer(Thread):
    """Calls a function after `interval` seconds (slept on the program's clock)."""

    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self)
        self.interval = interval
        self.function = function
        self.args = args if args is not None else []
        self.kwargs = kwargs if kwargs is not None else {}
        self.finished = Event()

    def cancel(self):
        """Stops the timer if it has not run yet."""
        self.finished.set()

    def run(self):
        if not self.finished.is_set():
            _time.sleep(self.interval)
            self.function(*self.args, **self.kwargs)
        self.finished.set()


class local:
    """Thread-local data: with one thread, plain attributes."""


class _State:
    current = None


_state = _State()
_main = _MainThread()
_state.current = _main


def current_thread():
    """The thread running the caller."""
    return _state.current


currentThread = current_thread


def main_thread():
    """The main thread."""
    return _main


def active_count():
    """The number of threads alive."""
    return 1 if _state.current is _main else 2


activeCount = active_count


def enumerate():
    """The threads alive."""
    return [_main] if _state.current is _main else [_main, _state.current]


def get_ident():
    """The current thread's identifier."""
    return _state.current.ident


get_native_id = get_ident


class ExceptHookArgs(tuple):
    """The arguments of `excepthook`: exc_type, exc_value, exc_traceback, thread."""

    exc_type = property(lambda self: self[0])
    exc_value = property(lambda self: self[1])
    exc_traceback = property(lambda self: self[2])
    thread = property(lambda self: self[3])


def excepthook(args, /):
    """Prints an exception a thread's run() raised, as CPython does."""
    import sys
    import traceback
    name = args.thread.name if args.thread is not None else get_ident()
    print("Exception in thread %s:" % name, file=sys.stderr)
    traceback.print_exception(args.exc_type, args.exc_value, args.exc_traceback, file=sys.stderr)


__excepthook__ = excepthook


def settrace(func):
    pass


def setprofile(func):
    pass


def gettrace():
    return None


def getprofile():
    return None


def stack_size(size=0):
    """The thread stack size (0: the default)."""
    return 0
