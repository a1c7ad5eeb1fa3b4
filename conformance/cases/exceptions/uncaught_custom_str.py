# Checks an uncaught user exception whose __str__ is overridden: the traceback's last line uses it.
class HttpError(Exception):
    def __init__(self, status, url):
        super().__init__(status, url)
        self.status = status
        self.url = url

    def __str__(self):
        return f"{self.status} error fetching {self.url}"

def fetch(url):
    if url.endswith("/missing"):
        raise HttpError(404, url)
    return f"<html for {url}>"

print(fetch("https://example.com/"))
e = HttpError(500, "/x")
print(str(e), repr(e), e.args)
print(fetch("https://example.com/missing"))
