# Checks a function's __code__ describes it (names, counts, flags) but holds no bytecode, constants or frames
# expect: prefix AttributeError: 'code' object has no attribute 'co_code'
def f(a, b=1):
    x = a + b
    return x


code = f.__code__
print(code.co_name, code.co_varnames, code.co_argcount, code.co_flags)
for name in ("co_consts", "co_names", "co_lnotab", "co_linetable", "co_exceptiontable"):
    print(name, hasattr(code, name))
try:
    exec(code)
except TypeError as e:
    print("TypeError:", e)
code.co_code
