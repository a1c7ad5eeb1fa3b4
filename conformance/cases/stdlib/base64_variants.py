import base64

data = b"hello, world! \x00\xff\xfe"
for name in ["b64encode", "urlsafe_b64encode", "b32encode", "b16encode"]:
    enc = getattr(base64, name)(data)
    print(name, enc)
print(base64.b64decode(b"aGVsbG8="), base64.b64decode("aGVsbG8="), base64.urlsafe_b64decode("-_8="))
print(base64.b32decode("NBSWY3DP"), base64.b16decode("68656C6C6F"), base64.b16decode("68656c6c6f", casefold=True))
print(base64.b64encode(b""), base64.b64encode(b"a"), base64.b64encode(b"ab"), base64.b64encode(b"abc"))
print(base64.b64encode(b"\xfb\xff", altchars=b"-_"), base64.standard_b64encode(b"xyz"))
print(base64.b64decode("aGVs bG8=\n"))
print(base64.encodebytes(b"x" * 60))
print(base64.decodebytes(b"eHh4\n"))
for bad in ["abc", "a===", "aGVsbG8"]:
    try:
        base64.b64decode(bad)
    except Exception as e:
        print(repr(bad), type(e).__name__, e)
try:
    base64.b64decode("aGVs!bG8=", validate=True)
except Exception as e:
    print(type(e).__name__, e)
try:
    base64.b16decode("6g")
except Exception as e:
    print(type(e).__name__, e)
try:
    base64.b64encode("text")
except TypeError as e:
    print("TypeError", e)
