# pathlib.Path file I/O: write_text/read_text (encoding, errors, newline), bytes, open, touch.
import os
import shutil
from pathlib import Path

base = Path("pathlib_rw_dir")
base.mkdir()
print(base.exists(), base.is_dir(), base.is_file())

p = base / "notes.txt"
print(p.exists(), p.is_file(), p.write_text("first line\nsecond\n"), p.exists(), p.is_file())
print(repr(p.read_text()), repr(p.read_bytes()), p.stat().st_size)
print(p.write_text("é and ü\r\nnext\rlast", encoding="utf-8"), repr(p.read_bytes()))
print(repr(p.read_text()), repr(p.read_text(encoding="latin-1")))
print(p.write_text("a\nb\n", newline="\r\n"), repr(p.read_bytes()), repr(p.read_text()))
print(p.write_text("x\ny", newline=""), repr(p.read_bytes()))
print(p.write_text("caf\xe9", encoding="latin-1"), repr(p.read_bytes()))
print(repr(p.read_text(errors="replace")), repr(p.read_text(encoding="ascii", errors="ignore")))
print(p.write_text("snow \u2603", encoding="ascii", errors="replace"), repr(p.read_text()))
try:
    p.read_text(encoding="utf-8")
except UnicodeDecodeError as e:
    print("UnicodeDecodeError", e)
p.write_text("caf\xe9", encoding="latin-1")
try:
    p.read_text()
except UnicodeDecodeError as e:
    print("UnicodeDecodeError", e)
try:
    p.write_text("\u2603", encoding="ascii")
except UnicodeEncodeError as e:
    print("UnicodeEncodeError", e)

b = base / "data.bin"
print(b.write_bytes(b"\x00\x01\xff" * 3), b.read_bytes(), b.stat().st_size)
print(b.write_bytes(b""), b.read_bytes(), b.stat().st_size)

print("-- open")
with (base / "log.txt").open("w") as f:
    print(type(f).__name__, f.name, f.mode, f.write("one\n"), f.write("two\n"))
with (base / "log.txt").open("a") as f:
    f.write("three\n")
with (base / "log.txt").open() as f:
    print([line for line in f])
with (base / "log.txt").open("rb") as f:
    print(type(f).__name__, f.read(5))
with (base / "log.txt").open("r+") as f:
    f.seek(4)
    f.write("TWO")
print(repr((base / "log.txt").read_text()))
with (base / "new.txt").open("x") as f:
    f.write("exclusive")
try:
    (base / "new.txt").open("x")
except FileExistsError as e:
    print("FileExistsError", e)

print("-- touch")
t = base / "touched"
t.touch()
print(t.exists(), t.stat().st_size)
t.write_text("keep")
t.touch()
print(repr(t.read_text()))
try:
    t.touch(exist_ok=False)
except FileExistsError as e:
    print("FileExistsError", e)
(base / "fresh").touch(exist_ok=False)
print((base / "fresh").is_file())
base.touch()
print(base.is_dir())

print("-- errors")
missing = base / "missing.txt"
for call in [missing.read_text, missing.read_bytes, lambda: missing.open(),
             lambda: (base / "no" / "x.txt").write_text("x"), lambda: (base / "no" / "x").touch(),
             lambda: base.read_text(), lambda: base.write_bytes(b"x"), lambda: p.write_text(5),
             lambda: p.write_bytes("text"), lambda: p.write_bytes(None), lambda: p.open("q"),
             lambda: p.read_text(encoding="nope"), lambda: p.open("rb", encoding="utf-8"),
             lambda: p.open("w", newline="x"), lambda: (p / "sub").read_text()]:
    try:
        print(call())
    except (OSError, TypeError, ValueError, LookupError) as e:
        print(type(e).__name__, e)
print(sorted(x.name for x in base.iterdir()))

shutil.rmtree(base)
print(base.exists(), os.path.exists("pathlib_rw_dir"))
