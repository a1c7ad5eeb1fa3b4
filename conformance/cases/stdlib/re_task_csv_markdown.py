import re

line = 'id,"name, with comma","quoted ""inner""",,last'
fields = re.findall(r'(?:^|,)("(?:[^"]|"")*"|[^,]*)', line)
print(fields)
print([re.sub(r'^"|"$', "", f).replace('""', '"') for f in fields])
print(re.split(r',(?=(?:[^"]*"[^"]*")*[^"]*$)', line))
print(re.split(r"\t", "a\tb\t\tc"))
print(re.split(r"\s*\|\s*", "| a | b | c |".strip("|").strip()))
md = """# Title
Intro with a [link](https://example.com) and [another one](/rel/path "Title").
## Section 1
Text with ![an image](img.png) and `code [not](link)`.
### Sub-section
- item one
- item two
  - nested item
1. first
2. second
####### not a header
#NoSpace
"""
print(re.findall(r"(?m)^(#{1,6})\s+(.+)$", md))
print([(len(h), t) for h, t in re.findall(r"(?m)^(#{1,6}) (.*)$", md)])
print(re.findall(r"(?<!!)\[([^\]]+)\]\(([^)\s]+)(?:\s+\"([^\"]*)\")?\)", md))
print(re.findall(r"!\[([^\]]*)\]\(([^)]+)\)", md))
print(re.findall(r"(?m)^(\s*)[-*+] (.+)$", md))
print(re.findall(r"(?m)^\d+\. (.+)$", md))
toc = [("  " * (len(h) - 1)) + "- " + re.sub(r"[^\w\s-]", "", t).strip().lower().replace(" ", "-")
       for h, t in re.findall(r"(?m)^(#{1,6}) (.+)$", md)]
print(toc)
print(re.sub(r"\[([^\]]+)\]\(([^)]+)\)", r'<a href="\2">\1</a>', "see [docs](http://d.io) now"))
print(re.sub(r"(?m)^(#{1,6}) (.+)$", lambda m: "<h%d>%s</h%d>" % (len(m[1]), m[2], len(m[1])), "# A\ntext\n## B"))
table = "| Name | Age |\n|------|----:|\n| Bob  | 30  |\n| Al   | 4   |"
rows = [re.split(r"\s*\|\s*", r.strip("| ")) for r in table.splitlines() if not re.fullmatch(r"[|\s:-]+", r)]
print(rows)
print(re.findall(r"```(\w*)\n(.*?)```", "pre\n```python\nprint(1)\n```\npost\n```\nraw\n```", re.S))
print(re.sub(r"\*\*(.+?)\*\*|__(.+?)__", lambda m: (m[1] or m[2]).upper(), "**bold** and __strong__"))
fm = "---\ntitle: Hello\ntags: [a, b]\n---\nBody text"
m = re.match(r"(?s)^---\n(.*?)\n---\n(.*)$", fm)
print(dict(re.findall(r"(?m)^(\w+):\s*(.*)$", m.group(1))), repr(m.group(2)))
