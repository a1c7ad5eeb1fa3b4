import uuid
u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.bytes, u.bytes_le, u.fields, u.version, u.variant, u.urn, u.time, u.clock_seq, u.node)
print(uuid.uuid5(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com/x"))
print(uuid.UUID("{12345678-1234-5678-1234-567812345678}") == u, uuid.UUID(bytes=u.bytes) == u, uuid.UUID(int=u.int) == u, uuid.UUID(fields=u.fields) == u, uuid.UUID(bytes_le=u.bytes_le) == u)
print(sorted([uuid.NAMESPACE_URL, uuid.NAMESPACE_DNS]), {u: 1}[uuid.UUID(u.hex)], uuid.UUID(int=0), uuid.UUID("urn:uuid:" + str(u)).hex)
for bad in [lambda: uuid.UUID("xyz"), lambda: uuid.UUID(), lambda: uuid.UUID(int=-1)]:
    try:
        bad()
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)
try:
    u.int = 5
except TypeError as e:
    print("TypeError", e)
