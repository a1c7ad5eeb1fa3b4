# Checks abstract-base patterns using raise NotImplementedError in base methods and the template method pattern.
class Exporter:
    extension = None

    def header(self):
        return None

    def format_row(self, row):
        raise NotImplementedError(f"{type(self).__name__} must implement format_row")

    def export(self, rows):
        lines = []
        h = self.header()
        if h is not None:
            lines.append(h)
        for row in rows:
            lines.append(self.format_row(row))
        return f"[{self.extension}]\n" + "\n".join(lines)

class CsvExporter(Exporter):
    extension = "csv"

    def header(self):
        return "name,age"

    def format_row(self, row):
        return f"{row['name']},{row['age']}"

class TextExporter(Exporter):
    extension = "txt"

    def format_row(self, row):
        return f"{row['name']} is {row['age']}"

class Incomplete(Exporter):
    extension = "bad"

rows = [{"name": "ann", "age": 31}, {"name": "bob", "age": 27}]
for exporter in [CsvExporter(), TextExporter(), Incomplete()]:
    try:
        print(exporter.export(rows))
    except NotImplementedError as e:
        print("NotImplementedError:", e)
        print("args:", e.args, isinstance(e, RuntimeError))

class Shape:
    def area(self):
        raise NotImplementedError

    def perimeter(self):
        raise NotImplementedError()

    def describe(self):
        return f"{type(self).__name__}: area={self.area()} perimeter={self.perimeter()}"

class Rect(Shape):
    def __init__(self, w, h):
        self.w, self.h = w, h

    def area(self):
        return self.w * self.h

    def perimeter(self):
        return 2 * (self.w + self.h)

class HalfDone(Shape):
    def area(self):
        return 1

print(Rect(2, 3).describe())
try:
    HalfDone().describe()
except NotImplementedError as e:
    print("NotImplementedError:", repr(e), repr(str(e)))
try:
    Shape().area()
except NotImplementedError as e:
    print("NotImplementedError:", repr(e), e.args)
print(NotImplementedError.__mro__[1].__name__, NotImplemented is not NotImplementedError)
