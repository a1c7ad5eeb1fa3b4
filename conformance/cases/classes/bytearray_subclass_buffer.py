# Checks subclassing bytearray: a Buffer growing in place through its own methods and the in-place operators (which keep the subclass), item and slice assignment, the repr naming the class, operators returning plain bytearrays, __init__ overrides, and copies.
import copy


class Buffer(bytearray):
    def __init__(self, data=b"", limit=64):
        super().__init__(data)
        self.limit = limit
        self.writes = 0

    def write(self, data):
        if len(self) + len(data) > self.limit:
            raise OverflowError(f"buffer full ({len(self)}/{self.limit})")
        self.extend(data)
        self.writes += 1
        return self

    def drain(self, n):
        head = bytes(self[:n])
        del self[:n]
        return head


buf = Buffer(b"GET ", limit=16)
buf.write(b"/index").write(b".html")
print(buf, repr(buf), str(buf), len(buf), buf.writes, buf.limit, type(buf).__name__)
try:
    buf.write(b"-too-long")
except OverflowError as error:
    print("OverflowError:", error)
print(buf.drain(4), buf, buf.decode(), buf.find(b"."), buf[0], buf[-1], type(buf[1:4]).__name__)

before = id(buf)
buf += b"?x"
buf *= 2
buf[0] = ord("I")
buf[1:6] = b"NDEX"
del buf[-2:]
buf.append(33)
buf.insert(0, 47)
print(type(buf).__name__, id(buf) == before, buf, buf.writes)
print(buf.pop(), buf.remove(ord("?")), buf.reverse(), buf)
buf.clear()
print(repr(buf), bool(buf), len(buf), repr(Buffer()))

# Operators and methods that make new objects return plain bytearrays.
data = Buffer(b"abc")
for result in (data + b"d", data * 2, data.upper(), data.copy(), data[:2], data.replace(b"b", b"B"), bytearray(data)):
    print(type(result).__name__, result)
print(data == b"abc", data == bytearray(b"abc"), b"abc" == data, data < b"abd", b"b" in data, bytes(data), list(data))

# Re-running bytearray.__init__ replaces the contents (emptying the instance before it reads
# its argument, and refused while a memoryview exports it); the constructors' forms all work.
again = Buffer(b"abc")
bytearray.__init__(again, again)
print(repr(again), again.limit)
again.extend(b"kept")
view = memoryview(again)
try:
    bytearray.__init__(again, b"new")
except BufferError as error:
    print("BufferError:", error, again)
view.release()
bytearray.__init__(data, b"xyz")
print(data, Buffer(3), Buffer([104, 105]), Buffer("é".encode()), Buffer(b"", limit=1).limit)


class Packet(bytearray):
    def __repr__(self):
        return f"Packet[{self.hex(':')}]"


packet = Packet(b"\x01\x02")
packet.extend(b"\xff")
print(packet, [packet], str(packet), bytearray.__repr__(packet), f"{packet}")
packet.seq = 7
print(packet.seq, vars(packet))
for attempt in (lambda: hash(packet), lambda: {packet}):
    try:
        attempt()
    except TypeError as error:
        print("TypeError:", error)

copied = copy.copy(packet)
print(type(copied).__name__, copied == packet, copied is packet, copied.seq)
copied.append(0)
print(packet, copied, type(copy.deepcopy(buf)).__name__)
