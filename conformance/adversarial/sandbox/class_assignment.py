# Checks __class__ cannot be reassigned on builtin values
# expect: ok
# stdout-ends: refused\n
try:
    x = 1
    x.__class__ = bool
    print('escaped')
except Exception:
    print('refused')
