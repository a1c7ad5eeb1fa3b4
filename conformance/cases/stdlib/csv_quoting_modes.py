import csv
import io

names = {csv.QUOTE_MINIMAL: "MINIMAL", csv.QUOTE_ALL: "ALL", csv.QUOTE_NONNUMERIC: "NONNUMERIC", csv.QUOTE_NONE: "NONE"}
print(sorted(names))
row = ["plain", "with,comma", 'with"quote', "with\nnewline", "", None, 0, -12, 3.25, True, 10 ** 20, "  spaced  "]
for quoting in names:
    out = io.StringIO()
    w = csv.writer(out, quoting=quoting, escapechar="\\")
    w.writerow(row)
    w.writerow(["only"])
    try:
        w.writerow([""])
    except csv.Error as e:
        print("Error", e)
    print(names[quoting], repr(out.getvalue()))

for quoting in [csv.QUOTE_MINIMAL, csv.QUOTE_ALL, csv.QUOTE_NONNUMERIC]:
    out = io.StringIO()
    csv.writer(out, quoting=quoting).writerow(row[:5])
    print(names[quoting], "no escapechar", repr(out.getvalue()))
    back = list(csv.reader(io.StringIO(out.getvalue(), newline=""), quoting=quoting))
    print("  read back:", back)

print("-- reading with each quoting")
lines = ['1,"2",three,"fo,ur",', '"5.5" , 6 ,"x""y"']
for quoting in names:
    try:
        print(names[quoting], list(csv.reader(lines, quoting=quoting)))
    except ValueError as e:
        print(names[quoting], "ValueError", e)
print(list(csv.reader(["1,2.5,-3e2,  4  ,inf"], quoting=csv.QUOTE_NONNUMERIC)))
print(list(csv.reader(['"1",2,""', ",,"], quoting=csv.QUOTE_NONNUMERIC)))
try:
    list(csv.reader(["1,x"], quoting=csv.QUOTE_NONNUMERIC))
except ValueError as e:
    print("ValueError", e)
print(list(csv.reader(["a,'b,c',d"], quotechar="'")))
print(list(csv.reader(['a,"b,c",d'], quotechar=None)))
print(list(csv.reader(['a,"b,c",d'], quoting=csv.QUOTE_NONE)))

print("-- numbers under QUOTE_NONNUMERIC")


class Money:
    def __init__(self, cents):
        self.cents = cents

    def __float__(self):
        return self.cents / 100

    def __str__(self):
        return "%d.%02d" % divmod(self.cents, 100)


class Label:
    def __str__(self):
        return "label"


out = io.StringIO()
w = csv.writer(out, quoting=csv.QUOTE_NONNUMERIC)
w.writerow([Money(1234), Label(), 1.5, "1.5", False, None])
print(repr(out.getvalue()))
