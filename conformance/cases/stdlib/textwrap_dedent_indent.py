import textwrap

block = """
    def f():
        return 1

    print(f())
"""
print(repr(textwrap.dedent(block)))
print(repr(textwrap.dedent("  a\n\tb\n")), repr(textwrap.dedent("   x\n     y\n  \n")))
print(repr(textwrap.dedent("\n\n  a\n  b")))
print(textwrap.indent("a\nb\n\nc", "> "))
print(repr(textwrap.indent("a\n\n b\n", "..", lambda line: True)))
print(repr(textwrap.indent("x\ny", "  ", lambda line: line.startswith("y"))))
w = textwrap.TextWrapper(width=15, initial_indent="- ", subsequent_indent="  ", drop_whitespace=True)
print(w.fill("alpha beta gamma delta epsilon zeta"))
print(w.wrap("short"))
report = {"name": "widget", "desc": "A very long description of the widget that keeps going."}
for k, v in report.items():
    print(textwrap.fill(v, width=30, initial_indent=f"{k:>5}: ", subsequent_indent=" " * 7))
