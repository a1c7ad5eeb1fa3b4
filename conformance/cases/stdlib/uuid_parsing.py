import uuid

u = uuid.UUID("12345678-1234-5678-1234-567812345678")
print(u, repr(u), u.hex, u.int, u.version, u.variant)
print(uuid.UUID("{12345678-1234-5678-1234-567812345678}") == u, uuid.UUID("urn:uuid:12345678123456781234567812345678") == u)
print(uuid.UUID(bytes=b"\x00" * 15 + b"\x01"), uuid.UUID(int=255), u.bytes[:4], u.urn)
print(uuid.UUID(fields=(1, 2, 3, 4, 5, 6)), u.fields, u.time_low, u.node)
print(uuid.uuid3(uuid.NAMESPACE_DNS, "python.org"), uuid.uuid5(uuid.NAMESPACE_URL, "https://example.com"))
print(uuid.uuid5(uuid.NAMESPACE_DNS, "a").version, uuid.uuid3(uuid.NAMESPACE_OID, "b").version)
print(sorted([uuid.UUID(int=3), uuid.UUID(int=1)]), uuid.UUID(int=1) < uuid.UUID(int=2), str(uuid.NAMESPACE_X500))
for bad in ["not-a-uuid", "12345678-1234-5678-1234-56781234567", "g2345678123456781234567812345678"]:
    try:
        uuid.UUID(bad)
    except ValueError as e:
        print("ValueError", e)
try:
    uuid.UUID(int=-1)
except ValueError as e:
    print("ValueError", e)
try:
    uuid.UUID()
except TypeError as e:
    print("TypeError", e)
try:
    uuid.UUID(bytes=b"short")
except ValueError as e:
    print("ValueError", e)
d = {uuid.UUID(int=5): "five"}
print(d[uuid.UUID("00000000-0000-0000-0000-000000000005")])
