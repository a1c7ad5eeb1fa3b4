import re

TOKEN = re.compile(r"""
    (?P<NUMBER>\d+(?:\.\d*)?(?:[eE][-+]?\d+)?)
  | (?P<NAME>[A-Za-z_]\w*)
  | (?P<OP>\*\*|//|[-+*/%()^,=])
  | (?P<WS>\s+)
  | (?P<MISMATCH>.)
""", re.VERBOSE)


def tokenize(src):
    out = []
    for m in TOKEN.finditer(src):
        kind = m.lastgroup
        if kind == "WS":
            continue
        if kind == "MISMATCH":
            out.append(("ERROR", m.group(), m.start()))
            continue
        out.append((kind, m.group()))
    return out


for src in ["3 + 4.5 * (2 - x)", "a**2 // b % 7", "f(x, y) = 1e-3", "12 $ 3", "1.5e10+.5", ""]:
    print(repr(src), tokenize(src))
print(re.findall(r"\d+\.?\d*|[-+*/()]", "(1+2.5)*3-4/2"))
print(re.split(r"\s*([-+*/()])\s*", "1 + 2*(3 - 4)"))
print([t for t in re.split(r"\s*([-+*/()])\s*", "1 + 2*(3 - 4)") if t])
print(re.findall(r'"(?:[^"\\]|\\.)*"|\S+', 'say "hello \\"world\\"" now'))
print(re.findall(r"'[^']*'|\"[^\"]*\"|\S+", "cmd --opt='a b' \"c d\" e"))
print(re.findall(r"[A-Za-z]+|\d+|[^\sA-Za-z\d]", "x1=y22+z_3;"))
print(re.findall(r"\w+|[^\w\s]", "Hello, world! It's 3:30."))
KEYWORDS = {"if", "else", "while", "return"}
code = "if (x1 >= 10) return x1; else while(y!=0) y -= 1;"
spec = [("NUM", r"\d+"), ("ID", r"[A-Za-z_]\w*"), ("OP", r">=|<=|==|!=|-=|\+=|[-+*/=<>;(){}!]"), ("SKIP", r"\s+")]
master = re.compile("|".join("(?P<%s>%s)" % pair for pair in spec))
toks = []
for m in master.finditer(code):
    k = m.lastgroup
    if k == "SKIP":
        continue
    if k == "ID" and m.group() in KEYWORDS:
        k = m.group().upper()
    toks.append(k + ":" + m.group())
print(toks)
print(master.groupindex)
scanner = re.compile(r"\s*(?:(\d+)|(.))")
pos, parts = 0, []
src = "12 + 345 - 6"
while pos < len(src):
    m = scanner.match(src, pos)
    if not m:
        break
    parts.append(m.group(1) or m.group(2))
    pos = m.end()
print(parts)
print(re.findall(r"<[^>]+>|[^<]+", "<b>bold</b> and <i>it</i>"))
print(re.findall(r"\$\{(\w+)\}|\$(\w+)", "echo $HOME and ${USER}x"))
print(re.findall(r"(?:[^,\"]|\"[^\"]*\")+", 'a,"b,c",d'))
