# Checks subclassing bytes: a Blob with a content type set in __new__ and helper methods, which operations return plain bytes, the bytes repr it keeps, use as a dict key, fromhex building the subclass, and copies.
import copy


class Blob(bytes):
    def __new__(cls, data=b"", content_type="application/octet-stream"):
        if isinstance(data, str):
            data = data.encode("utf-8")
        self = super().__new__(cls, data)
        self.content_type = content_type
        return self

    def hexdump(self, width=4):
        rows = []
        for start in range(0, len(self), width):
            chunk = self[start:start + width]
            rows.append(f"{start:04x}: {chunk.hex(' ')}")
        return rows

    def is_text(self):
        try:
            self.decode("utf-8")
        except UnicodeDecodeError:
            return False
        return True


blob = Blob("héllo!", content_type="text/plain")
print(blob, repr(blob), str(blob), f"{blob}", [blob], blob.content_type, len(blob))
print(type(blob).__name__, isinstance(blob, bytes), blob.is_text(), Blob(b"\xff").is_text())
for row in blob.hexdump():
    print(row)
print(blob[0], blob[-1], blob[1:3], type(blob[1:3]).__name__, list(blob[:3]), blob.decode())

# Methods and operators return plain bytes.
for result in (blob + b"?", blob * 2, blob.upper(), blob.replace(b"!", b"."), blob.strip(b"!"), bytes(blob), blob.split(b"l")[0]):
    print(type(result).__name__, result)
print(blob.startswith(b"h"), blob.endswith(Blob(b"!")), blob.find(b"l"), blob.count(b"l"), b"l" in blob, blob.index(Blob(b"o")))
print(b"-".join([blob, Blob(b"x")]), Blob(b",").join([b"a", b"b"]), b"%s" % Blob(b"x"), blob.hex()[:8])

# Equal to plain bytes, with the same hash: interchangeable as keys.
cache = {Blob(b"key", content_type="k"): 1, b"other": 2}
print(cache[b"key"], Blob(b"other") in cache, Blob(b"a") == b"a", b"a" == Blob(b"a"), Blob(b"a") < b"b", hash(Blob(b"z")) == hash(b"z"))
print(Blob(b"ab") == bytearray(b"ab"), sorted([Blob(b"b"), b"a", Blob(b"c")]), max(Blob(b"abc")))

# The constructors of bytes work through the subclass.
print(Blob(3), Blob([65, 66]), Blob(), Blob(b"x").content_type, Blob.fromhex("41 42"), type(Blob.fromhex("00")).__name__)
print(Blob.fromhex("43").content_type, int.from_bytes(Blob(b"\x01\x00"), "big"), memoryview(Blob(b"mv")).tobytes(), bytearray(Blob(b"ba")))


class Token(bytes):
    def __repr__(self):
        return f"Token({len(self)} bytes)"


token = Token(b"secret")
print(token, repr(token), str(token), [token], bytes.__repr__(token), f"{token!s}")
token.issued = 1
print(token.issued, vars(token))

# Copies make a new instance holding the same bytes and attributes.
copied = copy.copy(blob)
print(type(copied).__name__, copied == blob, copied is blob, copied.content_type)
deep = copy.deepcopy(token)
print(type(deep).__name__, deep == token, deep.issued)
