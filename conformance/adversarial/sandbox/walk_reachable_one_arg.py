# Checks walks everything reachable via __dict__, __mro__ and dir(), calling each callable with one argument of several kinds
# limits: time=30
# expect: ok
# stdout-ends: survived True\n
ROOTS = (
    lambda: ArithmeticError,
    lambda: AssertionError,
    lambda: AttributeError,
    lambda: BaseException,
    lambda: BaseExceptionGroup,
    lambda: BlockingIOError,
    lambda: BrokenPipeError,
    lambda: BufferError,
    lambda: BytesWarning,
    lambda: ChildProcessError,
    lambda: ConnectionAbortedError,
    lambda: ConnectionError,
    lambda: ConnectionRefusedError,
    lambda: ConnectionResetError,
    lambda: DeprecationWarning,
    lambda: EOFError,
    lambda: Ellipsis,
    lambda: EncodingWarning,
    lambda: EnvironmentError,
    lambda: Exception,
    lambda: ExceptionGroup,
    lambda: False,
    lambda: FileExistsError,
    lambda: FileNotFoundError,
    lambda: FloatingPointError,
    lambda: FutureWarning,
    lambda: GeneratorExit,
    lambda: IOError,
    lambda: ImportError,
    lambda: ImportWarning,
    lambda: IndentationError,
    lambda: IndexError,
    lambda: InterruptedError,
    lambda: IsADirectoryError,
    lambda: KeyError,
    lambda: KeyboardInterrupt,
    lambda: LookupError,
    lambda: MemoryError,
    lambda: ModuleNotFoundError,
    lambda: NameError,
    lambda: None,
    lambda: NotADirectoryError,
    lambda: NotImplemented,
    lambda: NotImplementedError,
    lambda: OSError,
    lambda: OverflowError,
    lambda: PendingDeprecationWarning,
    lambda: PermissionError,
    lambda: ProcessLookupError,
    lambda: RecursionError,
    lambda: ReferenceError,
    lambda: ResourceWarning,
    lambda: RuntimeError,
    lambda: RuntimeWarning,
    lambda: StopAsyncIteration,
    lambda: StopIteration,
    lambda: SyntaxError,
    lambda: SyntaxWarning,
    lambda: SystemError,
    lambda: SystemExit,
    lambda: TabError,
    lambda: TimeoutError,
    lambda: True,
    lambda: TypeError,
    lambda: UnboundLocalError,
    lambda: UnicodeDecodeError,
    lambda: UnicodeEncodeError,
    lambda: UnicodeError,
    lambda: UnicodeTranslateError,
    lambda: UnicodeWarning,
    lambda: UserWarning,
    lambda: ValueError,
    lambda: Warning,
    lambda: ZeroDivisionError,
    lambda: __build_class__,
    lambda: __debug__,
    lambda: __import__,
    lambda: __loader__,
    lambda: __spec__,
    lambda: abs,
    lambda: aiter,
    lambda: all,
    lambda: anext,
    lambda: any,
    lambda: ascii,
    lambda: bin,
    lambda: bool,
    lambda: breakpoint,
    lambda: bytearray,
    lambda: bytes,
    lambda: callable,
    lambda: chr,
    lambda: classmethod,
    lambda: compile,
    lambda: complex,
    lambda: copyright,
    lambda: credits,
    lambda: delattr,
    lambda: dict,
    lambda: dir,
    lambda: divmod,
    lambda: enumerate,
    lambda: eval,
    lambda: exec,
    lambda: exit,
    lambda: filter,
    lambda: float,
    lambda: format,
    lambda: frozenset,
    lambda: getattr,
    lambda: globals,
    lambda: hasattr,
    lambda: hash,
    lambda: help,
    lambda: hex,
    lambda: id,
    lambda: input,
    lambda: int,
    lambda: isinstance,
    lambda: issubclass,
    lambda: iter,
    lambda: len,
    lambda: license,
    lambda: list,
    lambda: locals,
    lambda: map,
    lambda: max,
    lambda: memoryview,
    lambda: min,
    lambda: next,
    lambda: object,
    lambda: oct,
    lambda: open,
    lambda: ord,
    lambda: pow,
    lambda: print,
    lambda: property,
    lambda: quit,
    lambda: range,
    lambda: repr,
    lambda: reversed,
    lambda: round,
    lambda: set,
    lambda: setattr,
    lambda: slice,
    lambda: sorted,
    lambda: staticmethod,
    lambda: str,
    lambda: sum,
    lambda: super,
    lambda: tuple,
    lambda: type,
    lambda: vars,
    lambda: zip,
)


import asyncio

# Functions that hand back the walker's own state, or only print, are not called, nor the
# `__call__` of callables, which reaches those same functions (`locals.__call__()`).
NO_CALL = {'locals', 'vars', 'globals', 'print', '__call__'}


def walk():
    found = [asyncio, (), [], {}, set(), frozenset(), b'', '', 0, 1.5, True, None, range(3), slice(1), iter([]),
             (x for x in ()), lambda: 0, asyncio.sleep(0), type('T', (), {}), ValueError('v'), NotImplemented, ...]
    for make in ROOTS:
        try:
            found.append(make())
        except NameError:
            pass
    seen = set()
    visited = 0
    calls = 0
    # Every builtin type's special methods are reachable, each called with nine arguments and
    # every result kept: 1200 objects keep what the walk holds within the default memory limit.
    while found and visited < 1200:
        obj = found.pop(0)
        key = id(obj)
        if key in seen:
            continue
        seen.add(key)
        visited += 1
        for name in ('__dict__', '__mro__', '__bases__', '__class__', '__self__', '__func__', '__wrapped__'):
            try:
                value = getattr(obj, name)
            except BaseException:
                continue
            found.append(value)
            try:
                found.extend(value.values() if isinstance(value, dict) else value)
            except BaseException:
                pass
        try:
            names = dir(obj)
        except BaseException:
            continue
        for name in names:
            try:
                attr = getattr(obj, name)
            except BaseException:
                continue
            found.append(attr)
            if not callable(attr) or getattr(attr, '__name__', '') in NO_CALL:
                continue
            # A huge int argument (an id) would ask for terabytes (`n.to_bytes(n)`): CPython
            # raises a catchable MemoryError, the sandbox stops at its memory limit.
            for arg in (0, 1, -1, '', 'x', None, (), [], obj if not isinstance(obj, int) else 7):
                calls += 1
                try:
                    found.append(attr(arg))
                except BaseException:
                    pass
    return visited > 100 and calls > 100


print('survived', walk())
