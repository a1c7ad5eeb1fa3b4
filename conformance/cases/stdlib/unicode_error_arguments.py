e = UnicodeDecodeError('utf-8', b'abc', 1, 3, 'bad stuff')
print(repr(e), str(e), e.start, e.end, e.object, e.reason, e.encoding)
e = UnicodeEncodeError('ascii', 'x\u20acy', 1, 2, 'nope')
print(repr(e), str(e), e.args)
class MyErr(UnicodeDecodeError):
    pass
m = MyErr('ascii', b'\xff', 0, 1, 'r')
print(str(m), m.end)
for data in [b'ab\xe2\x82', b'\xe2\x82\x28', b'\xed\xa0\x80', b'\xf0\x9f\x98']:
    try:
        data.decode()
    except UnicodeDecodeError as err:
        print(err.args, err)
try:
    'a\u20ac\u20acb'.encode('latin-1')
except UnicodeEncodeError as err:
    print(err.args, err)
print(UnicodeError('x'), UnicodeDecodeError.__mro__)
try:
    b'\xff'.decode()
except UnicodeDecodeError as e:
    print(repr(e), e.args, e.start, e.end, e.reason, e.object, e.encoding)
try:
    'h\xe9llo'.encode('ascii')
except UnicodeEncodeError as e:
    print(repr(e), e.args, e.start, e.end, e.reason, e.object, e.encoding)
