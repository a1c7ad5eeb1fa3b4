"""hashlib digests and base64 encodings of the same text."""

import base64
import hashlib

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("hashlib.sha256(b'hello').hexdigest()", lambda: hashlib.sha256(b'hello').hexdigest())
show("hashlib.md5('héllo'.encode()).hexdigest()", lambda: hashlib.md5('héllo'.encode()).hexdigest())
show("hashlib.sha1(b'').hexdigest()[:12]", lambda: hashlib.sha1(b'').hexdigest()[:12])
show("base64.b64encode(b'hello world')", lambda: base64.b64encode(b'hello world'))
show("base64.b64decode('aGVsbG8=')", lambda: base64.b64decode('aGVsbG8='))
show("base64.urlsafe_b64encode(b'\\xfb\\xff')", lambda: base64.urlsafe_b64encode(b'\xfb\xff'))
show("base64.b16encode(b'AB')", lambda: base64.b16encode(b'AB'))
show("base64.b64decode('bad')", lambda: base64.b64decode('bad'))
