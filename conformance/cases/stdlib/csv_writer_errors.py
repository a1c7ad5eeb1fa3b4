import csv
import io


def attempt(label, f, *args):
    try:
        print(label, "->", repr(f(*args)))
    except Exception as e:
        print(label, type(e).__name__, e)


out = io.StringIO()
w = csv.writer(out)
attempt("int row", w.writerow, 5)
attempt("None row", w.writerow, None)
attempt("writerows int", w.writerows, 5)
attempt("writerows of ints", w.writerows, [5])
attempt("writerows mixed", w.writerows, [["ok"], 5, ["never"]])


class Bad:
    def __str__(self):
        raise RuntimeError("no str for you")


attempt("bad str", w.writerow, ["a", Bad()])
attempt("bad str in rows", w.writerows, [["before"], [Bad()], ["after"]])
print(repr(out.getvalue()))

none = csv.writer(io.StringIO(), quoting=csv.QUOTE_NONE)
attempt("need escape", none.writerow, ["a,b"])
attempt("need escape quote", none.writerow, ['a"b'])
attempt("need escape newline", none.writerow, ["a\r\nb"])
attempt("single empty", none.writerow, [""])
attempt("single None", none.writerow, [None])
attempt("two empties", none.writerow, ["", ""])
attempt("empty row", none.writerow, [])
noescape = csv.writer(io.StringIO(), doublequote=False)
attempt("doublequote off", noescape.writerow, ['say "x"'])
attempt("no write", csv.writer, 5)
attempt("write not callable", csv.writer, type("T", (), {"write": 3})())
attempt("no args", csv.writer)
attempt("too many", csv.writer, io.StringIO(), "excel", 1)
attempt("bad kw", csv.writer, io.StringIO(), foo=1)
attempt("bad dialect", csv.writer, io.StringIO(), quoting=9)


class ClosedLater(io.StringIO):
    pass


s = ClosedLater()
w = csv.writer(s)
w.writerow(["fine"])
s.close()
attempt("closed target", w.writerow, ["x"])
attempt("closed target rows", w.writerows, [["x"], ["y"]])

# a write method that fails
class Failing:
    def write(self, s):
        raise OSError("disk full")


attempt("failing write", csv.writer(Failing()).writerow, ["x"])
