# Checks custom exception __init__ storing fields and calling super().__init__(message), plus args/str/repr.
class HttpError(Exception):
    def __init__(self, status, url, body=""):
        self.status = status
        self.url = url
        self.body = body
        super().__init__(f"HTTP {status} for {url}")

    @property
    def retryable(self):
        return self.status >= 500 or self.status == 429

class NotFound(HttpError):
    def __init__(self, url):
        super().__init__(404, url, "not found")

e = HttpError(503, "/api/users", "busy")
print(e.status, e.url, e.body, e.retryable)
print(str(e), "|", e.args, "|", repr(e))
nf = NotFound("/missing")
print(nf.status, nf.retryable, str(nf), nf.args, repr(nf))

def fetch(url):
    table = {"/ok": 200, "/gone": 404, "/slow": 504, "/limited": 429, "/bad": 400}
    status = table.get(url, 500)
    if status == 404:
        raise NotFound(url)
    if status >= 400:
        raise HttpError(status, url, body=f"status={status}")
    return f"200 OK {url}"

for url in ["/ok", "/gone", "/slow", "/limited", "/bad", "/unknown"]:
    try:
        print(fetch(url))
    except HttpError as err:
        print(f"{type(err).__name__}: {err} retryable={err.retryable} body={err.body!r}")

class NoSuper(Exception):
    def __init__(self, code):
        self.code = code

ns = NoSuper(7)
print(ns.code, ns.args, repr(str(ns)), repr(ns))

class ExtraArgs(Exception):
    def __init__(self, field, value):
        super().__init__(field, value)
        self.field = field
        self.value = value

ea = ExtraArgs("age", -1)
print(ea.args, str(ea), repr(ea), ea.field)

class DefaultMsg(Exception):
    def __init__(self, message="something went wrong", *, code=0):
        super().__init__(message)
        self.code = code

print(str(DefaultMsg()), repr(DefaultMsg()), DefaultMsg(code=3).code)
print(str(DefaultMsg("custom", code=9)), DefaultMsg("custom", code=9).args)
try:
    raise DefaultMsg(code=42)
except DefaultMsg as d:
    print("caught", d, d.code)
