import re

ctx = {"name": "Ada", "lang": "Python", "n": 3, "items": ["a", "b"], "user": {"email": "ada@x.io"}}


def render(tpl, ctx):
    def repl(m):
        path = m.group(1).split(".")
        val = ctx
        for p in path:
            if isinstance(val, dict) and p in val:
                val = val[p]
            else:
                return m.group(0)
        return str(val)
    return re.sub(r"\{\{\s*([\w.]+)\s*\}\}", repl, tpl)


print(render("Hello {{name}}, welcome to {{ lang }}!", ctx))
print(render("You have {{n}} items: {{items}}; mail {{user.email}}; missing {{nope}} {{user.x}}", ctx))
print(render("No placeholders", ctx))
print(render("{{name}}{{name}}", ctx))
print(re.sub(r"\$(\w+)|\$\{(\w+)\}", lambda m: str(ctx.get(m.group(1) or m.group(2), m.group(0))), "$name likes ${lang} and $unknown"))
print(re.sub(r"%\((\w+)\)s", lambda m: str(ctx[m.group(1)]), "%(name)s uses %(lang)s"))
print(re.sub(r"\{(\d+)\}", lambda m: ["zero", "one", "two"][int(m.group(1))], "{0} then {2} then {1}"))
counts = {}


def number(m):
    tag = m.group(1)
    counts[tag] = counts.get(tag, 0) + 1
    return "%s %d" % (tag.title(), counts[tag])


print(re.sub(r"\[(figure|table)\]", number, "[figure] [table] [figure] [figure]"))
print(sorted(counts.items()))
esc = re.compile(r"[&<>\"']")
print(esc.sub(lambda m: "&#%d;" % ord(m.group()), "<a href=\"x\">Tom & 'Jerry'</a>"))
print(re.sub(r"(?m)^", "    ", "def f():\n    return 1"))
filters = {"upper": str.upper, "lower": str.lower, "title": str.title}
print(re.sub(r"\{\{\s*(\w+)\s*\|\s*(\w+)\s*\}\}", lambda m: filters[m.group(2)](str(ctx[m.group(1)])),
             "{{ name | upper }} writes {{lang|lower}}"))
print(re.sub(r"(\d+)", lambda m: str(int(m.group(1)) * 2), "3 apples, 10 pears", count=1))
print(re.sub(r"(?P<word>\b\w{5,}\b)", lambda m: m["word"][:3] + ".", "abbreviate these longer words now"))
print(re.sub(r"\b(\w)(\w*)(\w)\b", lambda m: m[1] + str(len(m[2])) + m[3] if len(m[0]) > 3 else m[0], "internationalization localization is ok"))
pattern = re.compile("|".join(re.escape(k) for k in sorted({"cat": 1, "category": 1, "dog": 1}, key=len, reverse=True)))
print(pattern.pattern)
print(pattern.sub(lambda m: m.group().upper(), "category cat dog catalog"))
repl = {"<": "&lt;", ">": "&gt;", "&": "&amp;"}
print(re.sub("[<>&]", lambda m: repl[m.group()], "a<b & c>d"))
print(re.sub(r"\\(.)", r"\1", r"un\escape \\ me\."))
