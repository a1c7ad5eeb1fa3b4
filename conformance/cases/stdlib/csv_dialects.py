import csv
import io

print(sorted(csv.list_dialects()))
for name in sorted(csv.list_dialects()):
    d = csv.get_dialect(name)
    print(name, type(d).__name__, type(d).__module__, repr(d.delimiter), repr(d.quotechar), repr(d.escapechar),
          d.doublequote, d.skipinitialspace, repr(d.lineterminator), d.quoting, d.strict)

print(csv.excel.delimiter, repr(csv.excel_tab.delimiter), repr(csv.unix_dialect.lineterminator), csv.unix_dialect.quoting)
print(csv.excel().delimiter, csv.excel()._valid, csv.Dialect._valid, csv.excel._name == "", hasattr(csv.excel, "strict"))

out = io.StringIO()
csv.writer(out, "unix").writerow(["a", 1])
csv.writer(out, "excel-tab").writerow(["a", 1])
csv.writer(out, csv.unix_dialect).writerow(["b", 2])
csv.writer(out, dialect="excel", delimiter=";").writerow(["c", 3])
print(repr(out.getvalue()))

csv.register_dialect("pipes", delimiter="|", quoting=csv.QUOTE_ALL)
csv.register_dialect("semi", csv.excel, delimiter=";")


class Tabbed(csv.Dialect):
    delimiter = "\t"
    quotechar = "'"
    doublequote = True
    skipinitialspace = True
    lineterminator = "\n"
    quoting = csv.QUOTE_MINIMAL


csv.register_dialect("tabbed", Tabbed)
print(sorted(csv.list_dialects()))
for name in ["pipes", "semi", "tabbed"]:
    out = io.StringIO()
    w = csv.writer(out, name)
    w.writerow(["x y", "it's", "a|b;c", 4])
    print(name, repr(out.getvalue()), list(csv.reader(io.StringIO(out.getvalue()), name)))
print(list(csv.reader(["a\t 'b\tc'"], Tabbed)), list(csv.reader(["a\t 'b\tc'"], Tabbed())))
print(Tabbed().delimiter == "\t", isinstance(Tabbed(), csv.Dialect))
d = csv.get_dialect("pipes")
print(csv.reader([], d).dialect is d, csv.reader([], "pipes").dialect is d, csv.writer(io.StringIO(), d).dialect is d)
print(csv.reader([], d, delimiter=",").dialect is d, csv.reader([], d, delimiter=",").dialect.quoting)
try:
    d.delimiter = ";"
except AttributeError as e:
    print("AttributeError", e)
try:
    del d.quoting
except AttributeError as e:
    print("AttributeError", e)
try:
    d.whatever
except AttributeError as e:
    print("AttributeError", e)

csv.unregister_dialect("pipes")
print(sorted(csv.list_dialects()))
for bad in [lambda: csv.get_dialect("pipes"), lambda: csv.unregister_dialect("pipes"), lambda: csv.reader([], "nope"),
            lambda: csv.writer(io.StringIO(), "nope"), lambda: csv.register_dialect(5),
            lambda: csv.register_dialect(), lambda: csv.register_dialect("x", csv.excel, 1),
            lambda: csv.register_dialect("bad", delimiter="::"), lambda: csv.reader([], "excel", dialect="unix"),
            lambda: csv.reader([], nonsense=1)]:
    try:
        bad()
        print("no error")
    except (csv.Error, TypeError) as e:
        print(type(e).__name__, e)


class Broken(csv.Dialect):
    delimiter = ";;"


for cls in [Broken, csv.Dialect]:
    try:
        cls()
    except csv.Error as e:
        print("Error", e, type(e.__context__).__name__)


class Partial:
    delimiter = ";"


print(list(csv.reader(["a;b"], Partial)), list(csv.reader(["a,b"], 5)), list(csv.reader(["a,b"], None)))
csv.register_dialect("from_object", Partial)
print(csv.get_dialect("from_object").delimiter, csv.get_dialect("from_object").quotechar)
for name in ["semi", "tabbed", "from_object"]:
    csv.unregister_dialect(name)
print(sorted(csv.list_dialects()))
