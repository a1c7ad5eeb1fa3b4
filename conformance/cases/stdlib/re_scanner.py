import re


def number(scanner, token):
    return ("NUM", float(token) if "." in token else int(token))


def ident(scanner, token):
    return ("ID", token)


def op(scanner, token):
    return ("OP", token)


scanner = re.Scanner([
    (r"\d+\.\d*|\d+", number),
    (r"[A-Za-z_]\w*", ident),
    (r"[-+*/=()]", op),
    (r"\s+", None),
])
for src in ["x = 3 + 4.5 * (y - 2)", "a1 b2", "", "  ", "1 + $", "$ first"]:
    print(repr(src), scanner.scan(src))
tags = re.Scanner([(r"<(\w+)>", lambda s, t: ("open", t[1:-1])), (r"</(\w+)>", lambda s, t: ("close", t[2:-1])),
                   (r"[^<]+", lambda s, t: ("text", t))])
print(tags.scan("<b>bold</b> and <i>x</i>"))
print(tags.scan("<b>unterminated <"))
ci = re.Scanner([(r"select|from|where", lambda s, t: t.upper()), (r"\w+", lambda s, t: t), (r"[\s,]+", None)], re.I)
print(ci.scan("SELECT a, b FROM t Where x"))
seen = []
def remember(s, t):
    seen.append((type(s).__name__, s.match.span(), t))
    return t
print(re.Scanner([(r"\w", remember)]).scan("ab"), seen)
print(re.Scanner([(r"a*", lambda s, t: t)]).scan("aab"))
print(re.Scanner([(r"x", "const")]).scan("xx"))
print(re.Scanner([(r"(a)(b)", lambda s, t: t)]).scan("abab"))
try:
    re.Scanner([(r"(", None)])
except re.error as e:
    print("error", e)
