# Checks __reduce_ex__ cannot be used to reach copyreg and its globals
# expect: ok
# stdout-ends: refused\n
try:
    (1).__reduce_ex__(2)[0].__globals__['__builtins__']
    print('escaped')
except Exception:
    print('refused')
