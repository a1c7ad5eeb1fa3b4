import sys, traceback

def lumberjack():
    bright_side_of_life()

def bright_side_of_life():
    return tuple()[0]

try:
    lumberjack()
except IndexError:
    exc = sys.exception() if hasattr(sys, "exception") else sys.exc_info()[1]
    print("*** print_tb:")
    traceback.print_tb(exc.__traceback__, limit=1, file=sys.stdout)
    print("*** print_exception:")
    traceback.print_exception(exc, limit=2, file=sys.stdout)
    print("*** print_exc:")
    traceback.print_exc(limit=2, file=sys.stdout)
    print("*** format_exc, first and last line:")
    formatted_lines = traceback.format_exc().splitlines()
    print(formatted_lines[0])
    print(formatted_lines[-1])
    print("*** format_exception:")
    print(repr(traceback.format_exception(exc)))
    print("*** extract_tb:")
    print(repr(traceback.extract_tb(exc.__traceback__)))
    print("*** format_tb:")
    print(repr(traceback.format_tb(exc.__traceback__)))
    print("*** tb_lineno:", exc.__traceback__.tb_lineno)

def another_function():
    lumberstack()

def lumberstack():
    traceback.print_stack(file=sys.stdout)
    print(repr(traceback.extract_stack()))
    print(repr(traceback.format_stack()))

another_function()
an_error = IndexError('tuple index out of range')
traceback.print_exception(an_error, file=sys.stdout)
print(traceback.format_exception_only(an_error))
class E(Exception):
    def __str__(self): raise RuntimeError
print(traceback.format_exception_only(E()))
e = ValueError("x"); e.add_note("note one"); e.add_note("two\nlines")
print(traceback.format_exception_only(e))
try:
    {}["k"]
except KeyError as err:
    s = traceback.TracebackException.from_exception(err)
    print(list(s.format_exception_only()), s.exc_type, s.stack[0].lineno)
    print(traceback.walk_tb(err.__traceback__) is not None, [lineno for f, lineno in traceback.walk_tb(err.__traceback__)])
def rec(n): return rec(n+1)
try: rec(0)
except RecursionError: 
    lines = traceback.format_exc().splitlines()
    print(len(lines) < 30, lines[-1], lines[-2][:40])
try:
    raise ExceptionGroup("many", [ValueError(1), TypeError("t")])
except ExceptionGroup as eg:
    traceback.print_exception(eg, file=sys.stdout)
    print(traceback.format_exception_only(eg))
try:
    compile("def f(:\n  pass", "agent.py", "exec")
except SyntaxError as e:
    print(e.lineno, e.offset, e.end_offset, repr(e.text), e.msg, e.filename)
    print("".join(traceback.format_exception_only(e)))
print(SyntaxError("m").lineno, SyntaxError("m", ("a", 1, 2, "t")).end_lineno)
print(traceback.format_exception_only(SyntaxError("only msg")))
print(traceback.format_exception_only(IndentationError("ind", ("<x>", 2, 3, "\tfoo bar\n", 2, 6))))
