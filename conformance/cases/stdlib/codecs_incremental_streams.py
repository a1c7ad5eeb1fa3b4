# codecs' incremental and stream codecs: text arriving in chunks that cut characters in two
# (as from a streaming tool), byte-order marks written and read once, iterencode/iterdecode,
# StreamReader/StreamWriter over BytesIO, and the bytes codecs a piece at a time.
import codecs
import io

text = "naïve café – 日本語 😀 done\nsecond line\r\nthird\rlast"
for encoding in ["utf-8", "utf-8-sig", "utf-16", "utf-16-le", "utf-16-be", "utf-32", "utf-32-be", "latin-1", "ascii"]:
    errors = "replace" if encoding in ("latin-1", "ascii") else "strict"
    data = codecs.encode(text, encoding, errors)
    decoder = codecs.getincrementaldecoder(encoding)()
    pieces = [decoder.decode(data[i:i + 3]) for i in range(0, len(data), 3)]
    pieces.append(decoder.decode(b"", final=True))
    encoder = codecs.getincrementalencoder(encoding)(errors)
    encoded = b"".join(encoder.encode(text[i:i + 4]) for i in range(0, len(text), 4)) + encoder.encode("", True)
    print(encoding, "".join(pieces) == data.decode(encoding, errors), [len(p) for p in pieces[:8]],
          encoded == data, encoded[:6])

chunks = [b"caf", b"\xc3", b"\xa9 ", b"\xe2\x82", b"\xac!"]
print(list(codecs.iterdecode(chunks, "utf-8")), b"".join(codecs.iterencode(["a", "é", "€"], "utf-16")))
decoder = codecs.getincrementaldecoder("utf-8")()
print(repr(decoder.decode(b"ab\xe2")), decoder.getstate(), repr(decoder.decode(b"\x82\xac")))
try:
    decoder.decode(b"\xe2\x82", final=True)
except UnicodeDecodeError as e:
    print("final:", e)
lenient = codecs.getincrementaldecoder("utf-8")("replace")
print(repr(lenient.decode(b"x\xff") + lenient.decode(b"\xe2", final=True)))

raw = io.BytesIO()
writer = codecs.getwriter("utf-8")(raw)
writer.write("line one ✓\n")
writer.writelines(["two\n", "three"])
print(raw.getvalue())
raw.seek(0)
reader = codecs.getreader("utf-8")(raw)
print(repr(reader.readline()), repr(reader.readline(keepends=False)), repr(reader.read()))
reader = codecs.getreader("utf-16")(io.BytesIO("α\r\nβ\rγ\nδ".encode("utf-16")))
print([line for line in reader])
reader = codecs.getreader("latin-1")(io.BytesIO(b"abc\xe9def"))
print(repr(reader.read(2)), repr(reader.read(chars=3)), repr(reader.read()))

compressor = codecs.getincrementalencoder("zlib")()
packed = compressor.encode(b"hello ") + compressor.encode(b"world " * 20) + compressor.encode(b"", final=True)
print(b"".join(codecs.iterdecode([packed[:5], packed[5:9], packed[9:]], "zlib"))[:30])
hexer = codecs.getincrementalencoder("hex")()
print(hexer.encode(b"\x01\x02") + hexer.encode(b"\xff"), list(codecs.iterdecode([b"0102", b"ff"], "hex")))
print(codecs.getincrementalencoder("rot13")().encode("Hello"), codecs.lookup("utf-8").incrementaldecoder.__name__)
print(issubclass(codecs.getincrementaldecoder("utf-16"), codecs.IncrementalDecoder))
for call in ["codecs.getincrementalencoder('nope')", "codecs.getincrementaldecoder('zlib')('ignore')"]:
    try:
        print(eval(call))
    except Exception as e:
        print(type(e).__name__, e)
