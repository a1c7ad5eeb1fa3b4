"""Exit handlers, as CPython 3.11's atexit module: `register` (with arguments for the call),
`unregister`, and `_run_exitfuncs`, which calls them last registered first and reports the
errors they raise without stopping. A sandboxed run has no interpreter shutdown: Garter never
calls the handlers by itself, only `_run_exitfuncs()` does."""

import sys

_callbacks = []


def register(*args, **kwargs):
    """Registers `func(*args, **kwargs)` to be called at exit; returns `func`."""
    if not args:
        raise TypeError("register() takes at least 1 argument (0 given)")
    func = args[0]
    if not callable(func):
        raise TypeError("the first argument must be callable")
    _callbacks.append((func, args[1:], kwargs))
    return func


def unregister(*args):
    """Forgets every registration of a function equal to `func`."""
    if len(args) != 1:
        raise TypeError(f"atexit.unregister() takes exactly one argument ({len(args)} given)")
    func = args[0]
    _callbacks[:] = [entry for entry in _callbacks if not entry[0] == func]


def _clear():
    _callbacks.clear()


def _ncallbacks():
    return len(_callbacks)


def _run_exitfuncs():
    """Calls the handlers, last registered first, then forgets them all. An error one raises is
    reported on stderr, as CPython reports an exception it ignores, and the others still run."""
    callbacks = _callbacks[::-1]
    _callbacks.clear()
    for func, args, kwargs in callbacks:
        try:
            func(*args, **kwargs)
        except BaseException as exc:
            import traceback

            print(f"Exception ignored in atexit callback: {func!r}", file=sys.stderr)
            traceback.print_exception(exc, file=sys.stderr)
