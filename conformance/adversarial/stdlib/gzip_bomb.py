# Checks a gzip member that inflates to 1 GiB stops at the memory limit, whole or read through GzipFile
# limits: steps=0 memory=64MiB
# expect: MemoryError: memory limit of 64.0 MiB exceeded
import gzip
import io
import zlib

c = zlib.compressobj(9, zlib.DEFLATED, -15)
zeros = b"\0" * (1 << 20)
unit = c.compress(zeros) + c.flush(zlib.Z_FULL_FLUSH)
body = unit * 1024 + c.flush()
member = b"\x1f\x8b\x08\x00\x00\x00\x00\x00\x02\xff" + body + b"\0" * 8
with gzip.GzipFile(fileobj=io.BytesIO(member)) as f:
    print(len(f.read(1000)), len(f.readline(5000)))
gzip.decompress(member)
