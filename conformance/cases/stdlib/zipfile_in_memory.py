# zipfile over BytesIO: reading an archive made by CPython (deflated and stored members, a UTF-8
# name, a comment), ZipInfo fields and reprs, members read whole, by line, in pieces, with
# seek/tell and through io.TextIOWrapper, writing stored archives byte for byte as CPython,
# deflated round trips, appending, and the errors.
import io
import zipfile
import zlib

# Made by CPython: members data/table.csv (deflated), notes/ünïcode.txt (deflated), raw.bin (stored).
ARCHIVE = b"PK\x03\x04\x14\x00\x00\x00\x00\x00\xe40\x85V\xfa\x1e,\xc8\xac\x01\x00\x00\xac\x01\x00\x00\x0e\x00\x00\x00data/table.csvid,name\n0,item 0\n1,item 1\n2,item 2\n3,item 3\n4,item 4\n5,item 5\n6,item 6\n7,item 7\n8,item 8\n9,item 9\n10,item 10\n11,item 11\n12,item 12\n13,item 13\n14,item 14\n15,item 15\n16,item 16\n17,item 17\n18,item 18\n19,item 19\n20,item 20\n21,item 21\n22,item 22\n23,item 23\n24,item 24\n25,item 25\n26,item 26\n27,item 27\n28,item 28\n29,item 29\n30,item 30\n31,item 31\n32,item 32\n33,item 33\n34,item 34\n35,item 35\n36,item 36\n37,item 37\n38,item 38\n39,item 39\nPK\x03\x04\x14\x00\x00\x08\x00\x00\xa3 C*\x95\xf3\xed2\x18\x00\x00\x00\x18\x00\x00\x00\x13\x00\x00\x00notes/\xc3\xbcn\xc3\xafcode.txth\xc3\xa9llo w\xc3\xb6rld\r\nline two\nPK\x03\x04\x14\x00\x00\x00\x00\x00}\xbf\x9f'\xa4\xff\xdd;\x14\x00\x00\x00\x14\x00\x00\x00\x07\x00\x00\x00raw.bin\x00\x01\x02\x03\x04\x05\x06\x07\x08\t\n\x0b\x0c\r\x0e\x0f\x10\x11\x12\x13PK\x01\x02\x14\x03\x14\x00\x00\x00\x00\x00\xe40\x85V\xfa\x1e,\xc8\xac\x01\x00\x00\xac\x01\x00\x00\x0e\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x80\x01\x00\x00\x00\x00data/table.csvPK\x01\x02\x14\x03\x14\x00\x00\x08\x00\x00\xa3 C*\x95\xf3\xed2\x18\x00\x00\x00\x18\x00\x00\x00\x13\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x80\x01\xd8\x01\x00\x00notes/\xc3\xbcn\xc3\xafcode.txtPK\x01\x02\x14\x03\x14\x00\x00\x00\x00\x00}\xbf\x9f'\xa4\xff\xdd;\x14\x00\x00\x00\x14\x00\x00\x00\x07\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x00\x80\x01!\x02\x00\x00raw.binPK\x05\x06\x00\x00\x00\x00\x03\x00\x03\x00\xb2\x00\x00\x00Z\x02\x00\x00\x0f\x00archive comment"

with zipfile.ZipFile(io.BytesIO(ARCHIVE)) as zf:
    print(zf.namelist(), zf.comment, zf.mode, zf.testzip())
    for info in zf.infolist():
        print(info.filename, info.file_size, info.compress_type, info.date_time, info.CRC, info.is_dir(),
              info.flag_bits, info.external_attr, info.create_system, info.extract_version, info.header_offset)
        print(repr(info)[:40])
    print(zf.read("raw.bin"), repr(zf.read("notes/ünïcode.txt").decode()))
    table = zf.read("data/table.csv")
    print(len(table), table.count(b"\n"), zlib.crc32(table) == zf.getinfo("data/table.csv").CRC)
    with zf.open("data/table.csv") as member:
        print(repr(member), member.name, member.mode, member.readable(), member.seekable())
        print(member.readline(), member.readline(3), member.read(10), member.tell())
        print(member.peek(4)[:4], member.read1(5), next(member))
        print(len(list(member)), member.read(), member.tell())
        print(member.seek(8), member.read(7), member.seek(-5, 2), member.read(), member.seek(3, 1), member.tell())
    print(repr(member))
    with zf.open(zf.getinfo("notes/ünïcode.txt")) as member:
        text = io.TextIOWrapper(member, encoding="utf-8")
        print(repr(text.readline()), text.tell(), repr(text.read()))
    with zf.open("data/table.csv") as member:
        rows = [line.rstrip("\n").split(",") for line in io.TextIOWrapper(member, encoding="utf-8", newline="")]
    print(len(rows), rows[0], rows[-1])
    with zf.open("raw.bin") as member:
        print(member.read(5), member.read(100), member.read())

buf = io.BytesIO()
with zipfile.ZipFile(buf, "w") as zf:
    zf.writestr(zipfile.ZipInfo("a.txt", (2020, 1, 2, 3, 4, 6)), "first member\n")
    zf.writestr(zipfile.ZipInfo("dir/b.txt", (2021, 6, 7, 8, 9, 10)), b"second" * 10)
    zf.mkdir("empty")
    with zf.open(zipfile.ZipInfo("streamed.txt", (2019, 9, 9, 9, 9, 9)), "w") as out:
        print(out.write(b"written "), out.write(b"in pieces"))
    zf.comment = b"stored archive"
print(len(buf.getvalue()), zlib.crc32(buf.getvalue()))
with zipfile.ZipFile(buf, "a") as zf:
    zf.writestr(zipfile.ZipInfo("later.txt", (2024, 2, 29, 12, 0, 0)), "appended")
print(len(buf.getvalue()), zlib.crc32(buf.getvalue()))
with zipfile.ZipFile(buf) as zf:
    print(zf.namelist(), zf.comment, zf.read("streamed.txt"), zf.read("later.txt"))
    print([repr(i) for i in zf.infolist()])
    zf.printdir()

payload = b"".join(b"line %d of a longer text\n" % i for i in range(2000))
for level in (None, 1, 9):
    buf = io.BytesIO()
    with zipfile.ZipFile(buf, "w", zipfile.ZIP_DEFLATED, compresslevel=level) as zf:
        zf.writestr("big.txt", payload)
        zf.writestr("small.txt", b"tiny", compress_type=zipfile.ZIP_STORED)
        zf.writestr("names/ü.txt", "ünïcode", zipfile.ZIP_DEFLATED, 5)
    with zipfile.ZipFile(buf) as zf:
        info = zf.getinfo("big.txt")
        print(level, info.compress_type, info.file_size, info.compress_size < info.file_size, info.CRC == zlib.crc32(payload))
        print(zf.read("big.txt") == payload, zf.read("small.txt"), zf.read("names/ü.txt").decode(), zf.testzip())
        print(zf.getinfo("small.txt").compress_size, zf.getinfo("names/ü.txt").flag_bits)

print(zipfile.is_zipfile(io.BytesIO(ARCHIVE)), zipfile.is_zipfile(io.BytesIO(b"PK\x03\x04 not really")))
print(zipfile.is_zipfile(io.BytesIO(b"")), zipfile.BadZipfile is zipfile.BadZipFile, zipfile.error is zipfile.BadZipFile)
info = zipfile.ZipInfo("x/y.txt")
print(info.filename, info.date_time, info.compress_type, info.file_size, info.is_dir(), repr(info))
print(repr(zipfile.ZipInfo("d/")), zipfile.ZipInfo("a\0b").filename, zipfile.ZipInfo("a\0b").orig_filename)


def attempt(label, call):
    try:
        print(label, "->", call())
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("not a zip", lambda: zipfile.ZipFile(io.BytesIO(b"just some bytes, no archive here")))
attempt("empty file", lambda: zipfile.ZipFile(io.BytesIO(b"")))
attempt("bad mode", lambda: zipfile.ZipFile(io.BytesIO(ARCHIVE), "z"))
attempt("unknown method", lambda: zipfile.ZipFile(io.BytesIO(), "w", 99))
attempt("early date", lambda: zipfile.ZipInfo("old.txt", (1979, 12, 31, 0, 0, 0)))
corrupt = bytearray(ARCHIVE) if False else ARCHIVE.replace(bytes(range(20)), bytes(range(1, 21)))
with zipfile.ZipFile(io.BytesIO(corrupt)) as zf:
    print(zf.testzip())
    attempt("bad crc", lambda: zf.read("raw.bin"))
    attempt("missing", lambda: zf.getinfo("nope.txt"))
    attempt("read missing", lambda: zf.read("nope.txt"))
    attempt("open mode", lambda: zf.open("raw.bin", "a"))
    attempt("write in read mode", lambda: zf.writestr("new.txt", "x"))
    attempt("pwd on write", lambda: zf.open("new.txt", "w", pwd=b"secret"))
    attempt("mkdir type", lambda: zf.mkdir(3))
attempt("bad header magic", lambda: zipfile.ZipFile(io.BytesIO(b"XX" + ARCHIVE[2:])).read("data/table.csv"))
attempt("bad directory magic", lambda: zipfile.ZipFile(io.BytesIO(ARCHIVE.replace(b"PK\x01\x02", b"PK\x01\x03"))))
zf = zipfile.ZipFile(io.BytesIO(ARCHIVE))
zf.close()
attempt("closed", lambda: zf.read("raw.bin"))
print(repr(zf))
w = zipfile.ZipFile(io.BytesIO(), "w")
handle = w.open("open.txt", "w")
attempt("second writer", lambda: w.open("other.txt", "w"))
attempt("writestr while writing", lambda: w.writestr("other.txt", "x"))
attempt("close while writing", lambda: w.close())
handle.close()
w.close()
attempt("writestr closed", lambda: w.writestr("late.txt", "x"))
attempt("metadata_encoding on write", lambda: zipfile.ZipFile(io.BytesIO(), "w", metadata_encoding="cp437"))
attempt("dir ZipInfo for mkdir", lambda: zipfile.ZipFile(io.BytesIO(), "w").mkdir(zipfile.ZipInfo("file.txt")))
