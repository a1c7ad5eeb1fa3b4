import csv
import io


def write(rows, **kw):
    out = io.StringIO()
    w = csv.writer(out, **kw)
    try:
        for row in rows:
            w.writerow(row)
    except csv.Error as e:
        print("  Error:", e)
    return out.getvalue()


rows = [["a,b", 'c"d', "e\\f", "g\nh", "i\rj", "plain"]]
for kw in [dict(escapechar="\\"), dict(escapechar="\\", doublequote=False), dict(doublequote=False),
           dict(quoting=csv.QUOTE_NONE, escapechar="\\"), dict(quoting=csv.QUOTE_NONE),
           dict(quoting=csv.QUOTE_NONE, escapechar="\\", quotechar=None),
           dict(quoting=csv.QUOTE_ALL, escapechar="\\", doublequote=False),
           dict(escapechar="^", lineterminator="\n"), dict(escapechar="\\", delimiter="\t")]:
    text = write(rows, **kw)
    print(kw, repr(text))
    if text:
        print("  read back:", list(csv.reader(io.StringIO(text, newline=""), **kw)))

print("-- reading escapes")
for line, kw in [("a\\,b,c", dict(escapechar="\\")),
                 ('"a\\"b",c', dict(escapechar="\\", doublequote=False)),
                 ('"a""b",c', dict(doublequote=False)),
                 ('"a""b",c', dict(doublequote=False, strict=True)),
                 ('"a\\\\b"', dict(escapechar="\\")),
                 ("a\\", dict(escapechar="\\")),
                 ("\\", dict(escapechar="\\")),
                 ('"a\\', dict(escapechar="\\")),
                 ("x\\\ny", dict(escapechar="\\")),
                 ("x\\\r\ny", dict(escapechar="\\")),
                 ('a,"b\\"c",d', dict(escapechar="\\", quoting=csv.QUOTE_NONE)),
                 ("a\\,b", dict(escapechar="\\", quoting=csv.QUOTE_NONE))]:
    try:
        print(repr(line), kw, list(csv.reader([line], **kw)))
    except csv.Error as e:
        print(repr(line), kw, "Error", e)

print("-- escaped line ends join records across lines")
print(list(csv.reader(["a,b\\", "c,d", "e"], escapechar="\\")))
print(list(csv.reader(["x\\\nyz", "w"], escapechar="\\")))
print(list(csv.reader(["x\\\nyz\n", "w"], escapechar="\\")))
print(list(csv.reader(io.StringIO("a\\\nb,c\nd\n"), escapechar="\\")))
r = csv.reader(["one\\", "two\\", "three", "four"], escapechar="\\")
print(next(r), r.line_num, next(r), r.line_num)
