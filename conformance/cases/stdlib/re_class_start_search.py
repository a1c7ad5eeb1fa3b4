# Searches whose pattern starts with a character class or a repeated class (the search skips
# positions the class rejects), with ASCII and non-ASCII text, IGNORECASE, negated classes,
# categories, bytes patterns, and patterns that can match empty (which never skip).
import re

text = "user=alice@example.com took 12ms; ÉLAN=Zoë@exämple.org ok [svc3] x@y.com\n  tail"
patterns = [
    r"[\w.]+@[\w.]+\.com",
    r"[\w.]+@[\w.]+",
    r"[a-z]+",
    r"[A-Z]+",
    r"[^a-z\s]+",
    r"\d+ms",
    r"[\d:]+",
    r"\w+",
    r"[éëä]+",
    r"[a-z]*",
    r"[^@]*@",
    r"\s+\w",
    r"[.;\[\]]",
]
for p in patterns:
    print(p, re.findall(p, text))
    print(" ", [m.span() for m in re.finditer(p, text)][:6], re.search(p, text[20:]))
print(re.findall(r"[a-z]+", text, re.I), re.findall(r"[é]+", "ÉéÉ", re.I))
print(re.sub(r"[aeiou]+", "_", text), re.split(r"[\s;=@]+", text))
print(re.findall(rb"[\w.]+@[\w.]+", b"a@b.c, d.e@f g@"), re.search(r"[xyz]", "abc"))
print(re.findall(r"[\W]+", text), re.findall(r"[^\W\d]+", "ab12cd_3 ef"))
