# Checks a reusable context manager that builds indented markup, tracking depth across nested withs.
class Builder:
    def __init__(self):
        self.lines = []
        self.depth = 0
    def tag(self, name, **attrs):
        return Tag(self, name, attrs)
    def text(self, content):
        self.lines.append("  " * self.depth + content)
    def render(self):
        return "\n".join(self.lines)

class Tag:
    def __init__(self, builder, name, attrs):
        self.builder = builder
        self.name = name
        self.attrs = attrs
    def __enter__(self):
        attr_text = "".join(f' {k.rstrip("_")}="{v}"' for k, v in self.attrs.items())
        self.builder.text(f"<{self.name}{attr_text}>")
        self.builder.depth += 1
        return self.builder
    def __exit__(self, exc_type, exc, tb):
        self.builder.depth -= 1
        if exc_type is not None:
            self.builder.text(f"<!-- {self.name} aborted: {exc} -->")
        self.builder.text(f"</{self.name}>")
        return False

doc = Builder()
with doc.tag("html"):
    with doc.tag("body", class_="main"):
        with doc.tag("h1") as b:
            b.text("Report")
        with doc.tag("ul", id="items"):
            for item in ["alpha", "beta", "gamma"]:
                with doc.tag("li"):
                    doc.text(item)
        with doc.tag("p"):
            doc.text("done")
print(doc.render())
print("final depth", doc.depth)

doc = Builder()
try:
    with doc.tag("table"):
        for row in [(1, 2), (3, 4), (5,)]:
            with doc.tag("tr"):
                a, b = row
                doc.text(f"<td>{a}</td><td>{b}</td>")
except ValueError as e:
    print("error:", e)
print(doc.render())
print("depth restored:", doc.depth)
