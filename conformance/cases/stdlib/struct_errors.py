# struct's errors, with CPython's classes and messages: formats, counts, integer ranges in
# each byte order, floats, byte strings and buffers.
import struct

calls = [
    "struct.pack('b', 200)", "struct.pack('B', -1)", "struct.pack('h', 70000)", "struct.pack('H', -1)",
    "struct.pack('i', 2**31)", "struct.pack('I', -1)", "struct.pack('I', 2**32)", "struct.pack('l', 2**63)",
    "struct.pack('L', -1)", "struct.pack('q', 2**63)", "struct.pack('Q', -1)", "struct.pack('n', 2**63)",
    "struct.pack('<i', 2**31)", "struct.pack('<l', 2**31)", "struct.pack('<L', 2**32)", "struct.pack('<q', 2**63)",
    "struct.pack('<h', 2**15)", "struct.pack('<H', 2**16)", "struct.pack('>h', 2**15)", "struct.pack('>H', 2**16)",
    "struct.pack('>H', -1)", "struct.pack('>B', -1)", "struct.pack('>q', 2**63)", "struct.pack('>Q', -1)",
    "struct.pack('=q', 2**63)", "struct.pack('!i', -2**31 - 1)", "struct.pack('>b', 2**70)",
    "struct.pack('P', 2**64)", "struct.pack('P', -2**63 - 1)",
    "struct.pack('i', 1.5)", "struct.pack('i', 'x')", "struct.pack('i', None)", "struct.pack('d', 'x')",
    "struct.pack('d', 2**1024)", "struct.pack('e', 10**5)", "struct.pack('e', 1e300)", "struct.pack('<f', 1e300)",
    "struct.pack('<f', 3.4028236e38)", "struct.pack('>e', 65520.0)",
    "struct.pack('c', 'x')", "struct.pack('c', b'xy')", "struct.pack('c', bytearray(b'a'))", "struct.pack('s', 'x')",
    "struct.pack('i')", "struct.pack('i', 1, 2)", "struct.pack('x', 1)", "struct.pack('z', 1)",
    "struct.pack('3', 1)", "struct.pack('<n', 1)", "struct.pack('<P', 1)", "struct.calcsize('1 i')",
    "struct.calcsize('<<')", "struct.calcsize('i<')", "struct.calcsize('  <i')", "struct.Struct('i\\0')",
    "struct.calcsize('1000000000000000000000s')", "struct.calcsize('4611686018427387904q')",
    "struct.unpack('i', b'abc')", "struct.unpack('i', 'abcd')", "struct.unpack_from('i', b'abc', 2)",
    "struct.unpack_from('i', b'abcdef', -2)", "struct.unpack_from('i', b'abcdef', -10)",
    "struct.unpack_from('i', b'abcd', 'x')", "struct.unpack_from('i', b'abcd', offset=2**70)",
    "struct.iter_unpack('i', b'abcde')", "struct.iter_unpack('', b'')", "struct.iter_unpack('i', 'ab')",
    "struct.pack_into('i', bytearray(3), 0, 1)", "struct.pack_into('i', bytearray(8), -9, 1)",
    "struct.pack_into('i', bytearray(8), -2, 1)", "struct.pack_into('i', bytes(8), 0, 1)",
    "struct.pack_into('i', memoryview(b'abcd'), 0, 7)", "struct.pack_into('i', bytearray(4))",
    "struct.pack_into('<2i', bytearray(8), 0, 1)", "struct.Struct(1)", "struct.calcsize(3)", "struct.pack([1])",
    "struct.pack()", "struct.unpack('i')", "struct.pack('i', 1, x=3)", "struct.calcsize()",
    "struct.Struct('i').unpack()", "struct.pack('\\xe8', 1)", "struct.pack(b'\\xe8', 1)",
]
for call in calls:
    try:
        print(call, "->", repr(eval(call)))
    except Exception as e:
        print(call, "!!", type(e).__name__, e)

try:
    struct.pack(">h", 40000)
except struct.error as e:
    print("caught", type(e).__qualname__, isinstance(e, Exception), e.args)
