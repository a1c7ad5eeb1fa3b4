"""hashlib details: incremental updates equal one-shot digests for each algorithm, copies
diverging, name/digest_size/block_size per algorithm, new() with names in any case,
usedforsecurity, algorithms_guaranteed, and the TypeErrors for text and other types."""
import hashlib


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


names = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512"]
chunks = [b"", b"a", b"bc" * 50, bytes(range(256)) * 3, b"\xff" * 129]
for name in names:
    whole = hashlib.new(name, b"".join(chunks))
    incremental = getattr(hashlib, name)()
    for chunk in chunks:
        incremental.update(chunk)
    print(name, whole.hexdigest() == incremental.hexdigest(), whole.digest_size, whole.block_size, whole.name, whole.hexdigest()[:16])
h = hashlib.sha256(b"prefix")
forked = h.copy()
forked.update(b"-a")
h.update(b"-b")
print(h.hexdigest() != forked.hexdigest(), forked.hexdigest()[:20], hashlib.sha256(b"prefix-a").hexdigest()[:20])
print(hashlib.new("MD5").name, hashlib.new("Sha1", b"x").hexdigest(), hashlib.md5(b"x", usedforsecurity=False).hexdigest())
attempt("data keyword", lambda: hashlib.sha1(data=b"abc"))
attempt("two positional", lambda: hashlib.sha1(b"a", b"b"))
print(hashlib.sha256(string=b"abc").hexdigest()[:16], bytes.fromhex(hashlib.md5(b"").hexdigest()) == hashlib.md5(b"").digest())
print(sorted(n for n in hashlib.algorithms_guaranteed if n in names), type(hashlib.algorithms_available).__name__)
print(hashlib.sha512(b"abc").digest()[:8], hashlib.sha384().hexdigest()[:24], hashlib.sha224(b"a" * 1000).hexdigest())
attempt("str data", lambda: hashlib.md5("text"))
attempt("update str", lambda: hashlib.sha1().update("text"))
attempt("update int", lambda: hashlib.sha256().update(5))
attempt("list data", lambda: hashlib.sha256([1, 2]))
attempt("unknown name", lambda: hashlib.new("md4x"))
attempt("name type", lambda: hashlib.new(5))
attempt("no update args", lambda: hashlib.md5().update())
