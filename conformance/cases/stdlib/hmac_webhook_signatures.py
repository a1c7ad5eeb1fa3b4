# An agent verifies webhook signatures from a tool result with hmac (as payment and chat
# platforms sign their callbacks), then signs its own reply.
import hashlib
import hmac
import json

SECRET = b"whsec_test_secret"


def sign(body: bytes, timestamp: int) -> str:
    message = f"{timestamp}.".encode() + body
    return hmac.new(SECRET, message, hashlib.sha256).hexdigest()


events = [
    {"id": "evt_1", "type": "payment.succeeded", "amount": 1299},
    {"id": "evt_2", "type": "payment.failed", "amount": 500},
]
deliveries = []
for i, event in enumerate(events):
    body = json.dumps(event, separators=(",", ":")).encode()
    timestamp = 1_700_000_000 + i
    signature = sign(body, timestamp)
    if i == 1:
        signature = signature[:-1] + ("0" if signature[-1] != "0" else "1")
    deliveries.append({"body": body.decode(), "t": timestamp, "sig": signature})

tool_result = json.dumps(deliveries)
for delivery in json.loads(tool_result):
    expected = sign(delivery["body"].encode(), delivery["t"])
    ok = hmac.compare_digest(expected, delivery["sig"])
    print(json.loads(delivery["body"])["id"], "valid" if ok else "INVALID", expected[:16])

h = hmac.new(b"key", digestmod="sha1")
h.update(b"The quick brown fox ")
partial = h.copy()
h.update(b"jumps over the lazy dog")
print(h.hexdigest(), partial.hexdigest(), h.name, h.digest_size, h.block_size)
print(hmac.digest(b"key", b"msg", "md5").hex(), hmac.new(bytearray(b"k"), b"m", "sha512").hexdigest()[:32])
print(hmac.new(b"k" * 200, b"long key", "sha256").hexdigest())
print(hmac.new(b"key", b"msg", digestmod="sha3_256").hexdigest())
print(hmac.new(b"key", b"msg", digestmod="blake2b").block_size, hmac.new(b"key", b"msg", "blake2s").hexdigest())
print(hmac.new(b"key", b"msg", hashlib).hexdigest() if False else hmac.HMAC.blocksize, hmac.digest_size)
print(hmac.compare_digest(b"abc", bytearray(b"abc")), hmac.compare_digest("abc", "abd"), hmac.compare_digest(b"a", b"ab"))

calls = [
    "hmac.new('key', b'm', 'sha256')", "hmac.new(b'k', b'm')", "hmac.new(b'k', b'm', 'foo')",
    "hmac.new(b'k', 'm', 'sha256')", "hmac.new(b'k', digestmod='shake_128')",
    "hmac.compare_digest('a', b'a')", "hmac.compare_digest('é', 'é')", "hmac.compare_digest(1, 1)",
    "hmac.new(b'k', digestmod='sha256').update('x')",
]
for call in calls:
    try:
        print(call, "->", repr(eval(call)))
    except Exception as e:
        print(call, "!!", type(e).__name__, e)
