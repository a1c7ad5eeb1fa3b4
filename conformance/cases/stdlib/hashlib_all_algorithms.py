# Every hashlib algorithm over a few messages (standard test vectors among them), updates in
# pieces, copies, shake lengths, BLAKE2 keys/salts/persons, new() by name, pbkdf2_hmac, and
# the errors CPython gives.
import hashlib
import io

messages = [b"", b"abc", b"The quick brown fox jumps over the lazy dog", bytes(range(256)) * 5]
names = ["md5", "sha1", "sha224", "sha256", "sha384", "sha512", "sha3_224", "sha3_256",
         "sha3_384", "sha3_512", "blake2b", "blake2s"]
for name in names:
    for message in messages:
        h = hashlib.new(name, message)
        print(name, len(message), h.hexdigest())
    h = getattr(hashlib, name)()
    print(name, h.name, h.digest_size, h.block_size)

for name in ["shake_128", "shake_256"]:
    h = getattr(hashlib, name)(b"abc")
    print(name, h.digest_size, h.block_size, h.hexdigest(16), h.hexdigest(40), len(h.digest(1000)), h.digest(0))

h = hashlib.sha256()
for piece in [b"The quick ", bytearray(b"brown fox "), memoryview(b"jumps over the lazy dog")]:
    h.update(piece)
snapshot = h.copy()
h.update(b".")
print(snapshot.hexdigest(), h.hexdigest(), snapshot.hexdigest() == hashlib.sha256(messages[2]).hexdigest())

print(hashlib.blake2b(b"abc", digest_size=20).hexdigest())
print(hashlib.blake2b(b"abc", key=b"secret key", salt=b"salty", person=b"me").hexdigest())
print(hashlib.blake2s(b"", key=bytes(range(32))).hexdigest())
print(hashlib.blake2s(b"x" * 200, digest_size=7, person=b"pers").hexdigest())
print(hashlib.blake2b(key=b"k" * 64).hexdigest()[:32], hashlib.blake2b(b"a" * 128, key=b"k").hexdigest()[:32])
mac = hashlib.blake2b(digest_size=16, key=b"pseudorandom key")
mac.update(b"message data")
print(mac.hexdigest(), mac.copy().hexdigest() == mac.hexdigest(), mac.name, mac.digest_size, mac.block_size)
print(hashlib.blake2b.MAX_DIGEST_SIZE, hashlib.blake2b.SALT_SIZE, hashlib.blake2s.PERSON_SIZE, hashlib.blake2s.MAX_KEY_SIZE)

print(hashlib.new("SHA256", b"x").hexdigest() == hashlib.sha256(b"x").hexdigest(), hashlib.new("sha-256").name)
print(hashlib.new("blake2b", b"x", digest_size=4, key=b"k").hexdigest(), hashlib.sha256(string=b"a").hexdigest()[:12])
print(sorted(hashlib.algorithms_guaranteed))
print(hashlib.sha256(usedforsecurity=False).name, type(hashlib.md5()).__name__)

print(hashlib.pbkdf2_hmac("sha256", b"password", b"salt", 1).hex())
print(hashlib.pbkdf2_hmac("sha1", b"password", b"salt", 4096, 20).hex())
print(hashlib.pbkdf2_hmac("sha512", b"passwordPASSWORDpassword", b"saltSALTsaltSALTsaltSALTsaltSALTsalt", 100, 80).hex())
print(hashlib.pbkdf2_hmac("sha3_256", bytearray(b"pw"), memoryview(b"s"), 3, dklen=5).hex())

print(hashlib.file_digest(io.BytesIO(b"file contents"), "sha256").hexdigest())
print(hashlib.file_digest(io.BytesIO(b"file contents"), hashlib.md5).hexdigest())

calls = [
    "hashlib.sha256('text')", "hashlib.sha256(1)", "hashlib.new('foo')", "hashlib.new(1)",
    "hashlib.sha256(b'a', b'b')", "hashlib.sha256(data=b'a')", "hashlib.md5().update()",
    "hashlib.blake2b('x')", "hashlib.blake2b(digest_size=65)", "hashlib.blake2s(digest_size=0)",
    "hashlib.blake2b(key=b'k' * 65)", "hashlib.blake2b(salt=b's' * 17)", "hashlib.blake2s(person=b'p' * 9)",
    "hashlib.blake2b(data=b'x')", "hashlib.blake2s().update()", "hashlib.shake_256().hexdigest()", "hashlib.blake2b(b'', 3)",
    "hashlib.shake_128(b'x').digest()", "hashlib.shake_128(b'x').hexdigest(3.0)",
    "hashlib.pbkdf2_hmac('sha256', b'p', b's', 0)", "hashlib.pbkdf2_hmac('sha256', b'p', b's', 1, 0)",
    "hashlib.pbkdf2_hmac('sha256', b'p', b's', 2**31)", "hashlib.pbkdf2_hmac('sha256', 'p', b's', 1)",
    "hashlib.pbkdf2_hmac('sha256', b'p', b's', 1, 2**40)", "hashlib.pbkdf2_hmac('nope', b'p', b's', 1)",
]
for call in calls:
    try:
        print(call, "->", repr(eval(call)))
    except Exception as e:
        print(call, "!!", type(e).__name__, e)

try:
    hashlib.file_digest(io.StringIO("x"), "sha256")
except ValueError as e:
    print("file_digest:", str(e).rsplit("' ", 1)[1])
