# struct's float codes: doubles, singles and IEEE halves (rounding to nearest even, subnormals,
# infinities, NaN, signed zero) in both byte orders.
import math
import struct

for value in [0.0, -0.0, 1.0, -2.5, 0.1, 65504.0, 65519.0, 6.103515625e-05, 5.960464477539063e-08,
              2.9802322387695312e-08, 3e-08, 1e-8, 1.00048828125, 1.00146484375, float("inf"), float("-inf")]:
    packed = struct.pack("<e", value)
    print(repr(value), packed.hex(), struct.unpack("<e", packed), struct.pack(">e", value).hex())

for value in [0.1, 1e-46, 3.4028235e38, -1.5, 16777217.0, 1e-40]:
    print(repr(value), struct.pack("<f", value).hex(), struct.unpack("<f", struct.pack("<f", value)))

print(struct.pack("f", 1e300).hex(), struct.pack("<d", math.pi).hex(), struct.unpack(">d", struct.pack(">d", -math.e)))
nan_half = struct.unpack("<e", struct.pack("<e", float("nan")))[0]
print(math.isnan(nan_half), struct.pack("<e", float("nan")).hex(), struct.pack("<e", -float("nan")).hex())
print(struct.unpack("<e", b"\x00\x7c"), struct.unpack("<e", b"\x00\xfc"), math.isnan(struct.unpack("<e", b"\x01\x7e")[0]))
print(struct.unpack("<d", b"\x00" * 7 + b"\x7f"), struct.unpack("<4e", bytes(range(8))))
