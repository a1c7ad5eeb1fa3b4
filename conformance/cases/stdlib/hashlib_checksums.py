import hashlib

records = ["alice,30", "bob,25", "carol,41"]
for r in records:
    print(r, hashlib.md5(r.encode()).hexdigest(), hashlib.sha1(r.encode()).hexdigest()[:12])
h = hashlib.sha256()
for r in records:
    h.update(r.encode())
    h.update(b"\n")
print(h.hexdigest(), h.digest_size, h.block_size, h.name)
print(hashlib.sha256(b"alice,30\nbob,25\ncarol,41\n").hexdigest() == h.hexdigest())
c = h.copy()
c.update(b"more")
print(c.hexdigest() != h.hexdigest())
print(hashlib.sha512(b"").hexdigest()[:32])
print(hashlib.new("sha256", b"x").hexdigest(), hashlib.new("MD5", b"x").hexdigest())
print(hashlib.md5(b"a" * 1000).digest()[:8])
try:
    hashlib.sha256("text")
except TypeError as e:
    print("TypeError", e)
try:
    hashlib.new("nope")
except ValueError as e:
    print("ValueError", e)
