# Checks realistic string processing: word frequency, run-length encoding, anagrams and wrapping.
text = "the quick brown fox jumps over the lazy dog the fox"
freq = {}
for w in text.split():
    freq[w] = freq.get(w, 0) + 1
print(freq)
print(sorted(freq.items(), key=lambda kv: (-kv[1], kv[0]))[:3])
def rle(s):
    if not s:
        return ""
    out, prev, n = [], s[0], 1
    for ch in s[1:]:
        if ch == prev:
            n += 1
        else:
            out.append(f"{n}{prev}")
            prev, n = ch, 1
    out.append(f"{n}{prev}")
    return "".join(out)
def unrle(s):
    out, num = [], ""
    for ch in s:
        if ch.isdigit():
            num += ch
        else:
            out.append(ch * int(num))
            num = ""
    return "".join(out)
for s in ["aaabccdddd", "abc", "", "zzzzzzzzzzzz", "ééé日"]:
    print(repr(s), rle(s), unrle(rle(s)) == s)
words = ["listen", "silent", "enlist", "google", "gooegl", "cat", "act", "tac", "dog"]
groups = {}
for w in words:
    groups.setdefault("".join(sorted(w)), []).append(w)
print(list(groups.values()))
def wrap(text, width):
    lines, cur = [], ""
    for w in text.split():
        if cur and len(cur) + 1 + len(w) > width:
            lines.append(cur)
            cur = w
        else:
            cur = f"{cur} {w}" if cur else w
    if cur:
        lines.append(cur)
    return lines
for ln in wrap(text, 16):
    print(f"|{ln:<16}|")
def camel_to_snake(name):
    return "".join("_" + c.lower() if c.isupper() and i else c.lower() for i, c in enumerate(name))
print([camel_to_snake(n) for n in ["camelCase", "HTTPServer", "simple", "getX"]])
print("".join(c for c in "H3ll0 W0rld!" if c.isalpha()), "".join(filter(str.isdigit, "a1b22c333")))
