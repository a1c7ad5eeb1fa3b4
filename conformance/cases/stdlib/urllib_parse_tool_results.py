from urllib.parse import (
    parse_qs, parse_qsl, quote, quote_plus, unquote, unquote_plus, urldefrag, urlencode, urljoin,
    urlparse, urlsplit, urlunparse, urlunsplit,
)
import urllib.parse

# Build a search URL from a tool result.
result = {"query": "café & crêpes", "page": 2, "tags": ["food", "paris"], "empty": ""}
print(urlencode(result))
print(urlencode(result, doseq=True))
print(urlencode([("q", "a+b"), ("q", "c/d")], quote_via=quote, safe="/"))
url = "https://api.example.com/v1/search?" + urlencode(result, doseq=True) + "#results"
print(url)

parts = urlparse(url)
print(parts)
print(parts.scheme, parts.netloc, parts.hostname, parts.port, parts.path, parts.fragment)
print(parse_qs(parts.query))
print(parse_qsl(parts.query, keep_blank_values=True))
print(parts.geturl() == url, parts._replace(fragment="").geturl())

auth = urlsplit("ftp://User:p%40ss@[2001:db8::1]:2121/files;type=d?x=1#top")
print(auth)
print(auth.username, auth.password, auth.hostname, auth.port, unquote(auth.password))
print(urlparse("http://Example.COM:80/a;b/c;d?q#f"))
print(urlparse("mailto:someone@example.com"), urlparse("//host/path"), urlparse("path/only?x=1"))
print(urlparse("example.com/x", scheme="https"), urlparse("HTTP://h/x", allow_fragments=False))
print(urlunparse(("https", "h.com", "/p", "a=1", "q=2", "f")), urlunsplit(("http", "", "/x", "", "")))
print(urlunsplit(("", "", "rel", "q", "")), urlunsplit(["file", "", "/etc/hosts", "", ""]))

base = "https://docs.example.com/guide/intro/index.html?lang=en"
for ref in ["setup.html", "../api/", "/top", "//cdn.example.com/lib.js", "?page=2", "#section", "",
            "https://other.org/", "./a/./b/../c", "../../../../x", "mailto:a@b.c", "."]:
    print(repr(ref), urljoin(base, ref))

print(urldefrag("http://h/p?q=1#frag"), urldefrag("http://h/p").url)
for text in ["hello world", "a/b c", "ü€", "~user_name.-x", "100% sure?&="]:
    print(repr(text), quote(text), quote(text, safe=""), quote_plus(text), quote_plus(text, safe="/"))
print(unquote("caf%C3%A9%20%26%zz%"), unquote_plus("a+b%2Bc"), unquote("%E2%82"), unquote("%E2%82", errors="strict") if False else "")
print(quote(b"\x00\xffab"), urllib.parse.quote_from_bytes(b"a b"), urllib.parse.unquote_to_bytes("a%20b%FF"))
print(quote("é", encoding="latin-1"), unquote("%E9", encoding="latin-1"), unquote("ünï%20x"))
print(urlparse(b"http://h/p?q"), urlsplit(b"http://u@h:1/").port, urljoin(b"http://h/a/b", b"c"))
print(urlparse("http://h/p").encode(), urlsplit(b"http://h/").decode())
print(parse_qs("a=1;b=2&a=3", separator=";"), parse_qs(b"x=1&x=2"), parse_qsl("a&b=&=c", keep_blank_values=True))
print(urllib.parse.SplitResult("s", "n", "/p", "", "").geturl(), urllib.parse.ParseResult.__module__)
print(urllib.parse.ParseResult[str])
