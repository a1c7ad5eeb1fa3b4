import csv
import io


def read_all(lines, **kw):
    r = csv.reader(lines, **kw)
    out = []
    while True:
        try:
            out.append(next(r))
        except StopIteration:
            out.append("end at line %d" % r.line_num)
            break
        except csv.Error as e:
            out.append("Error at line %d: %s" % (r.line_num, e))
        except ValueError as e:
            out.append("ValueError at line %d: %s" % (r.line_num, e))
    return out


print(read_all(["a,b", "c\rd", "e,f"]))
print(read_all(io.StringIO("a,b\nc\rd\ne,f\n")))
print(read_all(io.StringIO("a,b\r\nc\rd\r\ne,f\r\n", newline="")))
print(read_all(['a,"b"c', "d"], strict=True))
print(read_all(['a,"b"c', "d"]))
print(read_all(['"a" ,b'], strict=True))
print(read_all(['x;"a"b'], strict=True, delimiter=";"))
print(read_all(["a,'b'c"], strict=True, quotechar="'"))
print(read_all(['a,"unclosed'], strict=True))
print(read_all(['a,"unclosed'], strict=False))
print(read_all(['a,"open', "still open"], strict=True))
print(read_all(['a,"open', "closed\",b", "c"], strict=True))
print(read_all(["ok", b"bytes", "after"]))
print(read_all(["ok", 5, "after"]))
print(read_all(["ok", None]))
print(read_all([b"x"]))
print(read_all(io.StringIO("1,2\nx,3\n4,5\n"), quoting=csv.QUOTE_NONNUMERIC))
print(read_all(['1,"x"', "1e3,inf", " 2 ,-0", "nan,"], quoting=csv.QUOTE_NONNUMERIC))

# errors in the middle of a long input come after every record before them
lines = ["%d,%d" % (i, i * 2) for i in range(3000)]
lines[1234] = "bad\rline"
lines[2500] = '"unterminated'
result = read_all(lines, strict=True)
print(len(result), result[1233:1236], result[-3:])
result = read_all(io.StringIO("\n".join(lines) + "\n"), strict=True)
print(len(result), result[1233:1236], result[-3:])

# a source that raises
def failing():
    yield "a,b"
    raise KeyError("boom")


r = csv.reader(failing())
print(next(r))
try:
    next(r)
except KeyError as e:
    print("KeyError", e, r.line_num)

try:
    csv.reader(5)
except TypeError as e:
    print("TypeError", e)
try:
    csv.reader()
except TypeError as e:
    print("TypeError", e)
try:
    csv.reader([], "excel", 1)
except TypeError as e:
    print("TypeError", e)
print(csv.Error.__mro__, csv.Error.__module__)
