# Errors of eval and exec: argument checks, syntax errors with their attributes, exceptions
# raised inside the evaluated code, and a traceback through exec'd code.
for call in [
    lambda: eval(),
    lambda: eval("1", {}, {}, {}),
    lambda: eval(5),
    lambda: exec(5),
    lambda: eval("1", []),
    lambda: exec("1", []),
    lambda: eval("1", {}, 5),
    lambda: exec("1", {}, 5),
    lambda: exec("1", None, 5),
    lambda: eval("1", globals={}),
    lambda: exec("1", globals={}),
    lambda: eval("x = 1"),
    lambda: eval("1; 2"),
    lambda: eval(""),
    lambda: exec("1 +"),
    lambda: exec("a\x00"),
    lambda: exec("return 5"),
    lambda: exec("yield 5"),
    lambda: exec("def f():\n    from json import *"),
    lambda: eval("undefined_name"),
    lambda: exec("del missing", {}),
    lambda: exec("raise KeyError('k')"),
]:
    try:
        print("ok", call())
    except Exception as e:
        print(type(e).__name__ + ":", e)

try:
    exec("x = (1,\ny = 2", {})
except SyntaxError as e:
    print(e.msg, e.filename, e.lineno, repr(e.text.rstrip()))
try:
    eval("1 +* 2")
except SyntaxError as e:
    print(e.msg, e.filename, e.lineno, e.offset, e.args[0])
try:
    exec("    indented = 1")
except IndentationError as e:
    print(type(e).__name__, e.msg)


def helper():
    exec("def inner():\n    return 1 / 0\ninner()", {})


helper()
