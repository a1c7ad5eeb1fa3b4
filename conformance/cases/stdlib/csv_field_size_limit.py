import csv
import io

print(csv.field_size_limit())
big = "x" * 131072
print(len(list(csv.reader([big]))[0][0]))
for text in ["x" * 131073, '"' + "y" * 131073 + '"', "a," + "z" * 200000 + ",b"]:
    try:
        list(csv.reader([text]))
    except csv.Error as e:
        print("Error", e)
print(csv.field_size_limit(10), csv.field_size_limit())
print(list(csv.reader(["0123456789,abc"])))
for text in ["0123456789a", '"0123456789a"', "a\\bcdefghijk"]:
    try:
        print(list(csv.reader([text], escapechar="\\")))
    except csv.Error as e:
        print("Error", e)
r = csv.reader(io.StringIO("short\n" + "l" * 11 + "\nok\n"))
print(next(r))
try:
    next(r)
except csv.Error as e:
    print("Error", e, r.line_num)
print(next(r), r.line_num)
print(csv.field_size_limit(new_limit=0), list(csv.reader(["", ","])))
try:
    list(csv.reader(["a"]))
except csv.Error as e:
    print("Error", e)
print(csv.field_size_limit(-5))
try:
    list(csv.reader(["a"]))
except csv.Error as e:
    print("Error", e)
for bad in [("x",), (1.5,), (None,), (1, 2), (2 ** 70,)]:
    try:
        csv.field_size_limit(*bad)
    except (TypeError, OverflowError) as e:
        print(type(e).__name__, e)
try:
    csv.field_size_limit(limit=5)
except TypeError as e:
    print("TypeError", e)
try:
    csv.field_size_limit(True)
except TypeError as e:
    print("TypeError", e)
print(csv.field_size_limit(131072), csv.field_size_limit())
