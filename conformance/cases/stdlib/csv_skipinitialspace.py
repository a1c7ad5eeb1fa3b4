import csv
import io

lines = ['a, b,  c', ' x,"y", "z"', 'p,  "q, r"  ,s', '  ,  ,', '"a",  "b"']
for skip in [False, True]:
    print(skip, list(csv.reader(lines, skipinitialspace=skip)))
print(list(csv.reader(["a  b   c"], delimiter=" ")))
print(list(csv.reader(["a  b   c"], delimiter=" ", skipinitialspace=True)))
print(list(csv.reader(["a\t \tb"], delimiter="\t", skipinitialspace=True)))
print(list(csv.reader(['x, "quoted" tail'], skipinitialspace=True)))
print(list(csv.reader(['x, "quoted" tail'], skipinitialspace=True, strict=False)))
try:
    list(csv.reader(['x, "quoted" tail'], skipinitialspace=True, strict=True))
except csv.Error as e:
    print("Error", e)
print(list(csv.reader(["1, 2,  3"], skipinitialspace=True, quoting=csv.QUOTE_NONNUMERIC)))

out = io.StringIO()
w = csv.writer(out, skipinitialspace=True)
w.writerow([" leading", "trailing ", " both "])
print(repr(out.getvalue()))
d = csv.Sniffer().sniff("a, b, c\n1, 2, 3\n4, 5, 6\n")
print(repr(d.delimiter), d.skipinitialspace, list(csv.reader(["1, 2, 3"], d)))
