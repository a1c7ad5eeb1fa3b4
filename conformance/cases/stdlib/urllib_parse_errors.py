from urllib.parse import parse_qs, parse_qsl, quote, quote_from_bytes, urlencode, urlparse, urlsplit, urljoin

for url in ["http://[::1", "http://::1]/", "http://[::1]x/", "http://a[::1]/", "http://[v1.fe]/", "http://[vz.x]/",
            "http://[1.2.3.4]/", "http://[zz::1]/", "http://[::ffff:1.2.3.4]/", "http://[fe80::1%eth0]:80/"]:
    try:
        print(urlsplit(url))
    except ValueError as e:
        print(url, type(e).__name__, e)
for netloc in ["h:99999", "h:-1", "h:abc", "h:", "h:0", "h:65535", "[::1]:80", "u:p@h:8"]:
    parts = urlsplit("http://" + netloc + "/")
    try:
        print(netloc, parts.hostname, parts.port)
    except ValueError as e:
        print(netloc, type(e).__name__, e)
try:
    urlparse("http://h/", b"http")
except TypeError as e:
    print(type(e).__name__, e)
try:
    urljoin("http://h/", b"x")
except TypeError as e:
    print(type(e).__name__, e)
for query in ["abc", [1, 2], "x=1"]:
    try:
        print(urlencode(query))
    except TypeError as e:
        print(type(e).__name__, e)
for kwargs in [{"strict_parsing": True}, {"max_num_fields": 1}, {"separator": ""}]:
    try:
        print(parse_qsl("a=1&b", **kwargs))
    except ValueError as e:
        print(type(e).__name__, e)
for attempt in [lambda: quote(b"x", encoding="utf-8"), lambda: quote(b"x", errors="strict"),
                lambda: quote_from_bytes("x"), lambda: quote("é", encoding="ascii"), lambda: quote(5)]:
    try:
        print(attempt())
    except (TypeError, UnicodeEncodeError, AttributeError) as e:
        print(type(e).__name__, e)
print(urlsplit(" \t http://h/p\n?q=1\r "), urlsplit("http://h/p", scheme=" ftp\n"))
print(urlsplit("http://\u2100.com/"))
