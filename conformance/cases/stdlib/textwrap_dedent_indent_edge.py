"""textwrap.dedent and indent on awkward input: tabs against spaces, whitespace-only lines,
no common margin, Windows line endings, and indent's predicate; plus fill/wrap on text with
tabs, non-breaking spaces and very long words."""
import textwrap


cases = [
    "    a\n    b\n",
    "    a\n\n    b",
    "  a\n    b\n  c",
    "\ta\n\tb",
    "\ta\n    b",
    "    a\n  \n    b",
    "a\n    b",
    "   \n   \n",
    "  x\r\n  y\r\n",
    "",
    "\n\n  a",
    "  a\t\n  b",
]
for text in cases:
    print(repr(text), "->", repr(textwrap.dedent(text)))
print(repr(textwrap.indent("a\nb\n\nc", "  ")))
print(repr(textwrap.indent("a\r\nb\r\n", "> ")))
print(repr(textwrap.indent("one\n  \ntwo", "# ", predicate=lambda line: True)))
print(repr(textwrap.indent("keep\nskip me\nkeep", "+ ", predicate=lambda line: line.startswith("keep"))))
print(repr(textwrap.indent("", "x")), repr(textwrap.indent("\n", "x")), repr(textwrap.indent("no newline", "")))
print(textwrap.wrap("tab\tseparated\twords here", 12))
print(textwrap.wrap("non\u00a0breaking\u00a0space words", 10))
print(textwrap.wrap("A" * 30 + " b", 12), textwrap.wrap("short " + "B" * 14, 10, break_long_words=False))
print(textwrap.fill("hyphen-ated-words-everywhere in this line", 12))
print(textwrap.fill("  leading spaces kept?", 30), "|", textwrap.fill("trailing   ", 30), "|")
print(textwrap.wrap("one. two.  three.", 40, fix_sentence_endings=True), textwrap.wrap("Mr. Smith went.", 40, fix_sentence_endings=True))
try:
    textwrap.indent(None, " ")
except (TypeError, AttributeError) as e:
    print(type(e).__name__, e)
