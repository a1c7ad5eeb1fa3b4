"""contextlib.redirect_stdout and redirect_stderr: print() and sys.stdout.write() inside go to
the target, nested and reentrant use, and sys.stdout replaced by assignment."""
import sys
from contextlib import redirect_stdout, redirect_stderr

class Buffer:
    def __init__(self):
        self.parts = []
    def write(self, text):
        self.parts.append(text)
        return len(text)
    def flush(self):
        self.parts.append("<flush>")
    def getvalue(self):
        return "".join(self.parts)

buf = Buffer()
with redirect_stdout(buf) as target:
    print("hello", 1, 2, sep="-")
    print("world", end="!")
    sys.stdout.write("direct\n")
    print("flushed", flush=True)
print(target is buf, repr(buf.getvalue()), buf.parts)
err = Buffer()
with redirect_stderr(err):
    print("err line", file=sys.stderr)
    print("still stdout")
print(repr(err.getvalue()))
outer, inner = Buffer(), Buffer()
with redirect_stdout(outer):
    print("a")
    with redirect_stdout(inner):
        print("b")
    print("c")
print(repr(outer.getvalue()), repr(inner.getvalue()))
saved = sys.stdout
sys.stdout = Buffer()
print("captured")
captured = sys.stdout
sys.stdout = saved
print(repr(captured.getvalue()), sys.stdout is sys.__stdout__)
sys.stdout = None
print("dropped")
sys.stdout = saved
rs = redirect_stdout(Buffer())
with rs:
    with rs:
        print("re")
print(repr(rs._new_target.getvalue()))
try:
    with redirect_stdout(buf):
        raise ValueError("boom")
except ValueError as e:
    print("restored", sys.stdout is saved, e)
class NoWrite:
    pass
try:
    with redirect_stdout(NoWrite()):
        print("x")
except AttributeError as e:
    sys.stdout = saved
    print("AttributeError", e)
print(sys.stdout.write("abc\n"))
try:
    sys.stdout.write(3)
except TypeError as e:
    print(e)
