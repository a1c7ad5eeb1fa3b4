# An agent decodes a binary payload a tool returned (base64 in JSON), reads its header and
# records with struct, then packs a reply.
import base64
import json
import struct
from collections import namedtuple

Record = namedtuple("Record", "sensor_id reading flags label")

RECORD = struct.Struct("<HdB5s")
HEADER = struct.Struct(">4sHI")


def build_payload():
    records = [
        (1, 21.5, 0b01, b"north"),
        (2, -3.25, 0b10, b"south"),
        (300, 1e-3, 0b11, b"east"),
    ]
    body = b"".join(RECORD.pack(*r) for r in records)
    header = HEADER.pack(b"GRTR", 1, len(records))
    return json.dumps({"data": base64.b64encode(header + body).decode("ascii")})


tool_result = json.loads(build_payload())
raw = base64.b64decode(tool_result["data"])
magic, version, count = HEADER.unpack_from(raw)
print(magic, version, count, HEADER.size, RECORD.size, RECORD.format)

records = [Record._make(fields) for fields in RECORD.iter_unpack(raw[HEADER.size:])]
for record in records:
    label = record.label.rstrip(bytes(1)).decode()
    print(f"{record.sensor_id:>4} {record.reading:8.3f} {record.flags:02b} {label}")

total = sum(r.reading for r in records)
reply = struct.pack("!If?", count, total, total > 0)
print(reply.hex(), struct.unpack("!If?", reply))

buffer = bytearray(16)
struct.pack_into("<hh", buffer, 4, -2, 7)
struct.pack_into("<I", buffer, -4, 0xDEADBEEF)
print(buffer.hex(), struct.unpack_from("<hh", buffer, 4), struct.unpack_from("<I", buffer, offset=12))

print(struct.calcsize("@bq"), struct.calcsize("=bq"), struct.calcsize("b2q3sd"), struct.calcsize("P"))
print(struct.pack("@ci", b"x", 1), struct.pack("ic", 1, b"x"), struct.pack("<3s", b"a"), struct.pack("<3p", b"abcdef"))
print(struct.unpack("<bBhHiIlLqQ", struct.pack("<bBhHiIlLqQ", -1, 255, -2, 65535, -3, 2**32 - 1, -4, 2**32 - 1, -(2**63), 2**64 - 1)))
print(struct.unpack(">bBhHiIlLqQ", struct.pack(">bBhHiIlLqQ", -1, 255, -2, 65535, -3, 2**32 - 1, -4, 2**32 - 1, -(2**63), 2**64 - 1)))
print(struct.unpack("nNP", struct.pack("nNP", -5, 5, 2**64 - 1)))
print(struct.pack("?x?", [], "a"), struct.unpack("??", b"\x00\x02"))


class Port:
    def __index__(self):
        return 8080


class Ratio:
    def __float__(self):
        return 0.75


print(struct.pack("<H", Port()), struct.pack("<d", Ratio()), struct.pack("<d", Port()))
it = struct.iter_unpack("<h", b"\x01\x00\x02\x00\x03\x00")
print(it.__length_hint__(), next(it), it.__length_hint__(), list(it), it.__length_hint__())
print(type(it).__name__, type(RECORD).__name__, type(RECORD).__module__, struct.error.__module__)
print(struct.Struct(b"<i").format, struct.Struct(format="<h").size, struct.unpack_from("<h", buffer=bytearray(b"ab")))
print(struct.unpack("<h", memoryview(b"\x10\x00")), struct.unpack("", b""), struct.pack("0s", b"x"))
view = memoryview(bytearray(6))[1:5]
struct.pack_into("<i", view, 0, -1)
print(view.obj)
