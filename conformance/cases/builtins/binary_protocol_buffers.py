# A length-prefixed binary protocol built and parsed with bytearray and memoryview, the way a
# network codec would: varints, a frame encoder appending into one buffer, a decoder reading
# frames through views without copying, and in-place patching of a header.


def encode_varint(value, out):
    while True:
        byte = value & 0x7F
        value >>= 7
        if value:
            out.append(byte | 0x80)
        else:
            out.append(byte)
            return


def decode_varint(view, offset):
    result = shift = 0
    while True:
        byte = view[offset]
        offset += 1
        result |= (byte & 0x7F) << shift
        if not byte & 0x80:
            return result, offset
        shift += 7


def encode_frames(messages):
    out = bytearray(b"FRM1")
    out += b"\x00\x00"  # frame count, patched at the end
    for kind, payload in messages:
        out.append(kind)
        encode_varint(len(payload), out)
        out.extend(payload)
    out[4:6] = len(messages).to_bytes(2, "little")
    return out


def decode_frames(buffer):
    view = memoryview(buffer)
    if view[:4] != b"FRM1":
        raise ValueError("bad magic")
    count = int.from_bytes(view[4:6], "little")
    offset = 6
    frames = []
    for _ in range(count):
        kind = view[offset]
        length, offset = decode_varint(view, offset + 1)
        frames.append((kind, view[offset : offset + length]))
        offset += length
    return frames


messages = [(1, b"hello"), (2, "snowman \u2603".encode()), (3, bytes(range(200))), (4, b"")]
wire = encode_frames(messages)
print(len(wire), wire[:12].hex(" "), type(wire).__name__)
frames = decode_frames(wire)
for kind, body in frames:
    print(kind, len(body), body.tobytes()[:10], body.obj is wire)
print([bytes(body) == payload for (_, body), (_, payload) in zip(frames, messages)])

# Patch the first payload in place through its view; the wire buffer changes with it.
frames[0][1][:] = b"HELLO"
print(bytes(wire[6:14]))
for _, body in frames:
    body.release()

# Once every view is released the buffer can grow again.
wire.extend(b"\x05\x01!")
wire[4:6] = (int.from_bytes(wire[4:6], "little") + 1).to_bytes(2, "little")
print([(k, bytes(b)) for k, b in decode_frames(wire)][-2:])

varints = bytearray()
for n in (0, 1, 127, 128, 300, 16384, 2**35):
    encode_varint(n, varints)
print(varints.hex())
view = memoryview(varints)
offset = 0
decoded = []
while offset < len(view):
    value, offset = decode_varint(view, offset)
    decoded.append(value)
print(decoded)

# A fixed-size ring buffer with wraparound reads, as a stream parser keeps.
class Ring:
    def __init__(self, size):
        self.data = bytearray(size)
        self.start = 0
        self.length = 0

    def write(self, chunk):
        for byte in chunk:
            end = (self.start + self.length) % len(self.data)
            self.data[end] = byte
            if self.length < len(self.data):
                self.length += 1
            else:
                self.start = (self.start + 1) % len(self.data)

    def read(self):
        end = self.start + self.length
        if end <= len(self.data):
            return bytes(self.data[self.start : end])
        return bytes(self.data[self.start :] + self.data[: end - len(self.data)])


ring = Ring(8)
ring.write(b"abcde")
print(ring.read())
ring.write(b"fghijk")
print(ring.read(), ring.data)
