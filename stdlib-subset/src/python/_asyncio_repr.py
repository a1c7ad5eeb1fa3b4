"""asyncio's repr helpers: reprlib.repr's default limits (`short_repr`) and the callback
and coroutine descriptions CPython puts in Handle, Future and Task reprs. Imported by those
reprs when one is asked for."""

from asyncio import Task


def short_repr(obj, level=6):
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
        pieces = [short_repr(x, level - 1) for x in items[:6]]
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
        pieces = [short_repr(k, level - 1) + ': ' + short_repr(obj[k], level - 1)
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


def format_callback(func, args=()):
    # CPython's format_helpers._format_callback_source: 'qualname(args)' plus
    # ' at file:line' for plain Python functions; the C task's wakeup method
    # shows as 'Task.task_wakeup()'.
    if getattr(func, '__func__', None) is Task._wakeup:
        name = 'Task.task_wakeup'
    else:
        name = getattr(func, '__qualname__', None) or getattr(func, '__name__', None)
    text = (name or repr(func)) + '(' + ', '.join(short_repr(a) for a in args) + ')'
    code = getattr(func, '__code__', None)
    if code is not None and getattr(func, '__self__', None) is None:
        text += f' at {code.co_filename}:{code.co_firstlineno}'
    return text


def format_coroutine(coro):
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
