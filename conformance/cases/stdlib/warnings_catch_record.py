import io
import warnings


class PortWarning(UserWarning):
    pass


def parse_port(text):
    value = int(text)
    if value < 1024:
        warnings.warn(f"port {value} is privileged", PortWarning, stacklevel=2)
    if value > 65535:
        warnings.warn(f"port {value} out of range, using 65535")
        value = 65535
    return value


with warnings.catch_warnings(record=True) as caught:
    warnings.simplefilter("always")
    ports = [parse_port(p) for p in ["80", "8080", "70000", "443"]]
    warnings.warn("deprecated flag", DeprecationWarning)
    warnings.warn("pending removal", PendingDeprecationWarning)
print(ports)
print(len(caught))
for w in caught:
    print(w.category.__name__, str(w.message), w.filename, w.lineno, w.line, w.file, w.source)
print(str(caught[0]))
print(isinstance(caught[0], warnings.WarningMessage), type(caught[0].message).__name__)

with warnings.catch_warnings(record=True) as quiet:
    parse_port("22")
    parse_port("22")
    warnings.warn("default filters drop this", PendingDeprecationWarning)
print([str(w.message) for w in quiet])

with warnings.catch_warnings():
    warnings.simplefilter("error")
    try:
        parse_port("21")
    except PortWarning as exc:
        print("error action raised:", repr(exc), exc.args)

with warnings.catch_warnings(action="ignore"):
    parse_port("25")

cm = warnings.catch_warnings(record=True)
print(repr(cm), repr(warnings.catch_warnings()))
log = cm.__enter__()
try:
    cm.__enter__()
except RuntimeError as exc:
    print(exc)
warnings.warn("recorded by hand")
cm.__exit__(None, None, None)
print([str(w.message) for w in log])
try:
    warnings.catch_warnings().__exit__(None, None, None)
except RuntimeError as exc:
    print(exc)

shown = []


def collect(message, category, filename, lineno, file=None, line=None):
    shown.append((str(message), category.__name__, filename, lineno))


with warnings.catch_warnings():
    warnings.showwarning = collect
    warnings.warn("to the custom hook", UserWarning)
print(shown)

buffer = io.StringIO()
warnings.showwarning("message text", UserWarning, "tool.py", 7, file=buffer, line="  run(tool)  ")
warnings.showwarning(ValueError("bad"), RuntimeWarning, "tool.py", 8, file=buffer, line="")
print(buffer.getvalue(), end="")
print(repr(warnings.formatwarning("fmt", FutureWarning, "x.py", 3, "x = 1")))
print(repr(warnings.formatwarning("fmt", FutureWarning, "x.py", 3)))
with warnings.catch_warnings():
    warnings.formatwarning = lambda message, category, filename, lineno, line=None: f"[{category.__name__}] {message}\n"
    warnings.warn("through a custom formatter")

for bad in [("x", int), ("x", "UserWarning"), ("x", None)]:
    try:
        warnings.warn(*bad)
    except TypeError as exc:
        print("TypeError:", exc)
for call in [lambda: warnings.simplefilter("sometimes"),
             lambda: warnings.filterwarnings("ignore", message=3),
             lambda: warnings.filterwarnings("ignore", category=int),
             lambda: warnings.filterwarnings("ignore", category="x"),
             lambda: warnings.filterwarnings("ignore", module=None),
             lambda: warnings.filterwarnings("ignore", lineno=-1)]:
    try:
        call()
    except AssertionError as exc:
        print("AssertionError:", exc)
with warnings.catch_warnings():
    warnings.filters.insert(0, ("sometimes", None, Warning, None, 0))
    try:
        warnings.warn("bad action in the list")
    except RuntimeError as exc:
        print("RuntimeError:", exc)
print(warnings.__all__)
