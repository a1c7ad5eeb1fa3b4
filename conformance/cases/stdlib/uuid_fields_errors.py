"""uuid.UUID from each input form and its attributes: fields and their parts, bytes_le,
version and variant for each namespace-based uuid, comparisons and hashing, and the errors
for every malformed input."""
import uuid


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


u = uuid.UUID("{a8098c1a-f86e-11da-bd1a-00112444be1e}")
print(u.fields, u.time_low, u.time_mid, u.time_hi_version, u.clock_seq_hi_variant, u.clock_seq_low, u.node)
print(u.time, u.clock_seq, u.version, u.variant, u.hex, u.int, u.urn, u.bytes_le.hex(), u.bytes.hex())
print(uuid.UUID(bytes_le=u.bytes_le) == u, uuid.UUID(fields=u.fields) == u, uuid.UUID(int=u.int) == u, uuid.UUID(u.hex) == u)
print(uuid.UUID("A8098C1AF86E11DABD1A00112444BE1E"), uuid.UUID("urn:uuid:a8098c1a-f86e-11da-bd1a-00112444be1e").version)
for namespace in (uuid.NAMESPACE_DNS, uuid.NAMESPACE_URL, uuid.NAMESPACE_OID, uuid.NAMESPACE_X500):
    three, five = uuid.uuid3(namespace, "example"), uuid.uuid5(namespace, "example")
    print(namespace, three, three.version, five, five.version, five.variant)
print(uuid.uuid5(uuid.NAMESPACE_DNS, "é"), uuid.uuid5(uuid.NAMESPACE_URL, ""))
attempt("uuid3 bytes name", lambda: uuid.uuid3(uuid.NAMESPACE_DNS, b"bytes name"))
print(uuid.UUID(int=0), uuid.UUID(int=2**128 - 1), uuid.UUID(int=0).variant, uuid.UUID(int=2**128 - 1).variant, uuid.UUID(int=0).version)
print(uuid.UUID(int=1, version=4), uuid.UUID(int=1, version=4).version, uuid.UUID("12345678123456781234567812345678", version=1))
a, b = uuid.UUID(int=1), uuid.UUID(int=2)
print(a < b, a <= a, a == uuid.UUID(int=1), a != b, hash(a) == hash(uuid.UUID(int=1)), sorted([b, a]) == [a, b], a == 1)
print(int(a), str(a), repr(a), uuid.RESERVED_NCS, uuid.RFC_4122, uuid.RESERVED_MICROSOFT, uuid.RESERVED_FUTURE)
print(uuid.SafeUUID.safe, uuid.UUID(int=5).is_safe, uuid.UUID(int=5, is_safe=uuid.SafeUUID.unsafe).is_safe)
attempt("no arguments", lambda: uuid.UUID())
attempt("two arguments", lambda: uuid.UUID("12345678123456781234567812345678", int=1))
attempt("bad hex", lambda: uuid.UUID("zz345678123456781234567812345678"))
attempt("short hex", lambda: uuid.UUID("1234"))
attempt("bytes length", lambda: uuid.UUID(bytes=b"short"))
attempt("bytes_le length", lambda: uuid.UUID(bytes_le=b"x" * 17))
attempt("fields count", lambda: uuid.UUID(fields=(1, 2, 3)))
attempt("field range", lambda: uuid.UUID(fields=(2**32, 0, 0, 0, 0, 0)))
attempt("node range", lambda: uuid.UUID(fields=(0, 0, 0, 0, 0, 2**48)))
attempt("int range", lambda: uuid.UUID(int=-1))
attempt("int too big", lambda: uuid.UUID(int=2**128))
attempt("bad version", lambda: uuid.UUID(int=1, version=9))
attempt("immutable", lambda: setattr(a, "int", 5))
attempt("compare str", lambda: a < "x")
attempt("uuid3 str namespace", lambda: uuid.uuid3("ns", "x"))
attempt("bytes type", lambda: uuid.UUID(bytes="x" * 16))
