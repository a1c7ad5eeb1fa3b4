import base64, binascii
for data in [b"", b"f", b"fo", b"foo", b"foob", b"fooba", b"foobar", bytes(range(256)), "héllo".encode()]:
    e = base64.b64encode(data)
    print(e, base64.b64decode(e) == data, base64.b32encode(data), base64.b32decode(base64.b32encode(data)) == data, base64.b16encode(data)[:20], base64.urlsafe_b64encode(data)[-8:])
print(base64.b64decode("aGVsbG8gd29ybGQ="), base64.b64decode(b"aGVs\nbG8="), base64.urlsafe_b64decode("-_-_"), base64.b64encode(b"\xfb\xff", altchars=b"-_"))
print(base64.standard_b64encode(b"x"), base64.encodebytes(b"a" * 60), base64.decodebytes(b"YWFh\n"), base64.b16decode("666F6F"), base64.b16decode("666f6f", casefold=True))
print(base64.b32hexencode(b"abc"), base64.b32decode("mzxw6===", casefold=True))
for bad in ["abc", "abcde", "ab=c"]:
    try:
        print(base64.b64decode(bad))
    except binascii.Error as e:
        print("binascii.Error", e, isinstance(e, ValueError))
try:
    base64.b64decode("ab!c", validate=True)
except binascii.Error as e:
    print("binascii.Error", e)
try:
    base64.b64encode("text")
except TypeError as e:
    print("TypeError", e)
print(binascii.hexlify(b"\x01\xab"), binascii.unhexlify("01ab"), binascii.crc32(b"hello world"), binascii.b2a_base64(b"hi"))
