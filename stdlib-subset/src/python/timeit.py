"""Timing small pieces of code, as CPython 3.11's timeit module: `Timer` (with `timeit`,
`repeat`, `autorange` and `print_exc`) and the `timeit` and `repeat` shortcuts. The default
timer is `time.perf_counter`, which reads the granted clock (without one it raises
PermissionError); a timer of the program's own works regardless. There is no command line
(`main`)."""

import itertools
import time

__all__ = ["Timer", "timeit", "repeat", "default_timer"]

dummy_src_name = "<timeit-src>"
default_number = 1000000
default_repeat = 5
default_timer = time.perf_counter

template = """
def inner(_it, _timer{init}):
    {setup}
    _t0 = _timer()
    for _i in _it:
        {stmt}
        pass
    _t1 = _timer()
    return _t1 - _t0
"""


def reindent(src, indent):
    """`src` with every line after the first indented by `indent` spaces."""
    return src.replace("\n", "\n" + " " * indent)


class Timer:
    """Times `stmt` (a string of code or a callable) after running `setup` once, with `timer`;
    string code runs in `globals` (by default, this module's)."""

    def __init__(self, stmt="pass", setup="pass", timer=default_timer, globals=None):
        self.timer = timer
        local_ns = {}
        global_ns = _module_globals if globals is None else globals
        init = ""
        if isinstance(setup, str):
            compile(setup, dummy_src_name, "exec")
            stmtprefix = setup + "\n"
            setup = reindent(setup, 4)
        elif callable(setup):
            local_ns["_setup"] = setup
            init += ", _setup=_setup"
            stmtprefix = ""
            setup = "_setup()"
        else:
            raise ValueError("setup is neither a string nor callable")
        if isinstance(stmt, str):
            compile(stmtprefix + stmt, dummy_src_name, "exec")
            stmt = reindent(stmt, 8)
        elif callable(stmt):
            local_ns["_stmt"] = stmt
            init += ", _stmt=_stmt"
            stmt = "_stmt()"
        else:
            raise ValueError("stmt is neither a string nor callable")
        self.src = template.format(stmt=stmt, setup=setup, init=init)
        exec(compile(self.src, dummy_src_name, "exec"), global_ns, local_ns)
        self.inner = local_ns["inner"]

    def print_exc(self, file=None):
        """Prints the traceback of the exception being handled, as `traceback.print_exc`."""
        import traceback

        traceback.print_exc(file=file)

    def timeit(self, number=default_number):
        """The time `number` runs of the statement take."""
        return self.inner(itertools.repeat(None, number), self.timer)

    def repeat(self, repeat=default_repeat, number=default_number):
        """The times of `repeat` calls of `timeit(number)`."""
        return [self.timeit(number) for _ in range(repeat)]

    def autorange(self, callback=None):
        """`(number, time_taken)` for the first number of loops in 1, 2, 5, 10, 20, 50, ...
        that takes at least 0.2 seconds."""
        i = 1
        while True:
            for j in 1, 2, 5:
                number = i * j
                time_taken = self.timeit(number)
                if callback:
                    callback(number, time_taken)
                if time_taken >= 0.2:
                    return (number, time_taken)
            i *= 10


def timeit(stmt="pass", setup="pass", timer=default_timer, number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).timeit(number)


def repeat(stmt="pass", setup="pass", timer=default_timer, repeat=default_repeat, number=default_number, globals=None):
    return Timer(stmt, setup, timer, globals).repeat(repeat, number)


_module_globals = globals()
