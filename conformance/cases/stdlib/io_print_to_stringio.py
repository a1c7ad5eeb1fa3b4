import io
import sys

buf = io.StringIO()
print("hello", 42, 3.5, None, file=buf)
print("a", "b", "c", sep="-", end="!\n", file=buf)
print(file=buf)
print("no newline", end="", file=buf)
print(" continued", file=buf, flush=True)
print(*["x", "y"], sep="", file=buf)
print(repr(buf.getvalue()))
print(buf.tell(), buf.getvalue().count("\n"))


class Point:
    def __init__(self, x, y):
        self.x, self.y = x, y

    def __str__(self):
        return f"({self.x}, {self.y})"


report = io.StringIO()
print("Points:", file=report)
for p in [Point(1, 2), Point(-3, 4)]:
    print(" ", p, file=report)
report.write("total: %d\n" % 2)
print(report.getvalue(), end="")

# a table built with print(file=...) and formatting
rows = [("apples", 3, 0.5), ("pears", 12, 0.25), ("kiwis", 7, 1.125)]
table = io.StringIO()
print(f"{'item':<8}{'qty':>5}{'price':>8}", file=table)
print("-" * 21, file=table)
for name, qty, price in rows:
    print(f"{name:<8}{qty:>5}{price:>8.2f}", file=table)
print(f"{'total':<8}{sum(q for _, q, _ in rows):>5}{sum(q * p for _, q, p in rows):>8.2f}", file=table)
print(table.getvalue(), end="")

# writing to a closed buffer through print
closed = io.StringIO()
closed.close()
try:
    print("x", file=closed)
except ValueError as e:
    print("ValueError", e)

# sys.stdout is still a stream that print can be pointed at explicitly
print("to stdout", file=sys.stdout)
sys.stdout.write("written directly\n")

# a StringIO subclass sees every piece print writes
class Recorder(io.StringIO):
    def __init__(self):
        super().__init__()
        self.pieces = []

    def write(self, s):
        self.pieces.append(s)
        return super().write(s)


r = Recorder()
print(1, 2, 3, sep=", ", file=r)
print(r.pieces, repr(r.getvalue()))
