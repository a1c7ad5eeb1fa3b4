import re

TEXT = """Contact us at support@example.com or sales.team+promo@sub.example.co.uk.
Bad: user@, @host.com, a@b. Jane's: jane_doe-99@mail-server.org!
Visit https://www.example.com/path?query=1&x=y#frag or http://localhost:8000/api.
Also ftp://files.example.net/pub and www.no-scheme.com, plus (https://wrapped.io/x).
Call +1 (555) 123-4567, 555.987.6543, 555-000-1111 or +44 20 7946 0958. Not: 12345.
Follow @python_dev and #Python3 #regex-tips, email me@x.io.
"""

EMAIL = re.compile(r"[\w.+-]+@[\w-]+(?:\.[\w-]+)*\.[A-Za-z]{2,}")
print(EMAIL.findall(TEXT))
print(sorted({e.split("@")[1].lower() for e in EMAIL.findall(TEXT)}))
print(re.findall(r"\b[\w.+-]+@([\w-]+(?:\.[\w-]+)+)\b", TEXT))
URL = re.compile(r"\b(?:https?|ftp)://[^\s()<>]+(?<![.,!?])")
print(URL.findall(TEXT))
print(re.findall(r"(?:https?://)?(?:www\.)[\w-]+(?:\.[\w-]+)+", TEXT))
for url in URL.findall(TEXT):
    m = re.match(r"(?P<scheme>\w+)://(?P<host>[^/:]+)(?::(?P<port>\d+))?(?P<path>/[^?#]*)?(?:\?(?P<query>[^#]*))?(?:#(?P<frag>.*))?", url)
    print(m.groupdict())
PHONE = re.compile(r"(?:\+1[\s.-]?)?\(?\b(\d{3})\)?[\s.-]?(\d{3})[\s.-](\d{4})\b")
print(PHONE.findall(TEXT))
print(["%s-%s-%s" % g for g in PHONE.findall(TEXT)])
print(re.findall(r"\+\d{1,3}(?:[ -]?\d+)+", TEXT))
print(re.findall(r"(?<![\w@])@(\w+)", TEXT))
print(re.findall(r"#([\w-]+)", TEXT))
print(re.findall(r"(?<!\w)#(\w+)", TEXT))
print(re.sub(r"([\w.+-])[\w.+-]*@", r"\1***@", "john.smith@example.com, a@b.io"))
print(re.sub(EMAIL, "<email>", "write to a.b@c.de or x@y.zz now"))
print(bool(EMAIL.fullmatch("first.last@domain.travel")), bool(EMAIL.fullmatch("no-at-sign.com")))
print(re.findall(r"\b\d{3}-\d{2}-\d{4}\b", "SSN 123-45-6789 and 1234-56-7890"))
print(re.findall(r"\b(?:\d[ -]*?){13,16}\b", "card 4111 1111 1111 1111 ok"))
