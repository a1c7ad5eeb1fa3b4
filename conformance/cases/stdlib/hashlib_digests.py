import hashlib
for name in ["md5", "sha1", "sha256", "sha512"]:
    for data in [b"", b"abc", b"The quick brown fox jumps over the lazy dog", b"a" * 1000, bytes(range(200))]:
        print(name, getattr(hashlib, name)(data).hexdigest())
h = hashlib.sha256()
h.update(b"hello ")
c = h.copy()
h.update(b"world")
print(h.hexdigest(), c.hexdigest(), h.digest_size, h.block_size, h.name, hashlib.new("SHA256", b"x").hexdigest(), len(hashlib.md5(b"x").digest()))
try:
    hashlib.sha256("text")
except TypeError as e:
    print("TypeError", e)
try:
    hashlib.new("whirlpool")
except ValueError as e:
    print("ValueError", e)
print(sorted(hashlib.algorithms_guaranteed & {"md5", "sha256"}))
