# Checks attributes of builtin types cannot be set, deleted or smuggled in through object.__setattr__
# expect: ok
# stdout-ends: refused 5 2 bac 1\n
refused = 0
for attempt in (lambda: setattr(int, 'foo', 1), lambda: delattr(str, 'join'),
                lambda: object.__setattr__(int, 'foo', 1), lambda: type.__setattr__(list, 'append', 1),
                lambda: setattr((1).__class__, '__add__', None)):
    try:
        attempt()
    except Exception:
        refused += 1
print('refused', refused, 1 + 1, 'a'.join('bc'), [1].count(1))
