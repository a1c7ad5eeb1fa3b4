# Checks a zip member whose header claims 1 GiB, inflating from about 1.6 MB, stops at the memory limit on read()
# limits: steps=0 memory=64MiB
# expect: MemoryError: memory limit of 64.0 MiB exceeded
import io
import zipfile
import zlib

c = zlib.compressobj(9, zlib.DEFLATED, -15)
zeros = b"\0" * (1 << 20)
unit = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
body = unit * 1024 + c.flush()


def le(value, size):
    return value.to_bytes(size, "little")


name = b"bomb.bin"
fields = le(20, 2) + le(0, 2) + le(8, 2) + le(0, 2) + le(33, 2) + le(0, 4) + le(len(body), 4) + le(1 << 30, 4)
local = b"PK\x03\x04" + fields + le(len(name), 2) + le(0, 2) + name
central = (b"PK\x01\x02" + le(20, 2) + fields + le(len(name), 2) + le(0, 2) * 4 + le(0, 4) + le(0, 4) + name)
end = b"PK\x05\x06" + le(0, 4) + le(1, 2) * 2 + le(len(central), 4) + le(len(local) + len(body), 4) + le(0, 2)
archive = zipfile.ZipFile(io.BytesIO(local + body + central + end))
print(archive.infolist())
with archive.open("bomb.bin") as member:
    print(len(member.read(10)), len(member.readline(100)))
archive.read("bomb.bin")
