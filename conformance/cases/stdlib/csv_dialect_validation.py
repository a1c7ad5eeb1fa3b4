import csv


def check(**kw):
    try:
        d = csv.reader([], **kw).dialect
        print("ok", kw, repr(d.delimiter), repr(d.quotechar), repr(d.escapechar), d.quoting, repr(d.lineterminator),
              d.doublequote, d.skipinitialspace, d.strict)
    except Exception as e:
        print(type(e).__name__, kw, e)


check(delimiter=";")
check(delimiter="ab")
check(delimiter="")
check(delimiter=None)
check(delimiter=1)
check(delimiter=b",")
check(delimiter="é")
check(quotechar="'")
check(quotechar="ab")
check(quotechar="")
check(quotechar=None)
check(quotechar=5)
check(quotechar=None, quoting=csv.QUOTE_MINIMAL)
check(quotechar=None, quoting=csv.QUOTE_NONE)
check(quotechar="", quoting=csv.QUOTE_NONE)
check(escapechar="\\")
check(escapechar="")
check(escapechar="ab")
check(escapechar=5)
check(escapechar=None)
check(lineterminator="\n")
check(lineterminator="")
check(lineterminator="abc")
check(lineterminator=None)
check(lineterminator=1)
check(quoting=0)
check(quoting=3)
check(quoting=4)
check(quoting=-1)
check(quoting="x")
check(quoting=1.0)
check(quoting=True)
check(quoting=2 ** 40)
check(quoting=None)
check(doublequote=0, skipinitialspace="yes", strict=[1])
check(doublequote=[], skipinitialspace="", strict=None)
check(delimiter=";", quotechar=";")
check(delimiter="\n")
check(delimiter=" ", skipinitialspace=True)


class S(str):
    pass


check(delimiter=S(";"), lineterminator=S("\n"))
print(type(csv.reader([], delimiter=S(";")).dialect.delimiter).__name__)
