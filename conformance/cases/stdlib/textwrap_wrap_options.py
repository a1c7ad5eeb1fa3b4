"""textwrap.TextWrapper options: long words, hyphens, max_lines with placeholders, tabs,
whitespace replacement, sentence endings, indents, shorten, and the errors for bad widths."""
import textwrap


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


text = "The quick brown fox jumps over the lazy dog. It was a well-known, long-winded supercalifragilistic tale."
print(textwrap.wrap(text, 20))
print(textwrap.wrap(text, 12, break_long_words=False))
print(textwrap.wrap(text, 12, break_on_hyphens=False))
print(textwrap.wrap(text, 30, max_lines=2), textwrap.wrap(text, 30, max_lines=2, placeholder=" ..."))
print(textwrap.wrap("a\tb\tc", 8, expand_tabs=True, tabsize=4), textwrap.wrap("a\tb", 20, expand_tabs=False))
print(textwrap.wrap("one\ntwo  three", 40), textwrap.wrap("one\ntwo", 40, replace_whitespace=False))
print(textwrap.wrap("  lead and trail  ", 10), textwrap.wrap("  lead and trail  ", 10, drop_whitespace=False))
print(textwrap.wrap("Hello there. How are you? Fine.", 60, fix_sentence_endings=True))
print(textwrap.fill(text, 25, initial_indent="* ", subsequent_indent="  "))
print(textwrap.wrap("", 10), textwrap.wrap("   ", 10), textwrap.wrap("x" * 25, 10), textwrap.wrap("word", 1))
print(textwrap.shorten(text, 40), textwrap.shorten("short", 10), textwrap.shorten(text, 30, placeholder="~"))
print(textwrap.shorten("  many    spaces   here  ", 15), textwrap.shorten("abc def", 3, placeholder=""))
attempt("width zero", lambda: textwrap.wrap("abc", 0))
attempt("width negative", lambda: textwrap.fill("abc", -1))
attempt("placeholder too large", lambda: textwrap.wrap(text, 10, max_lines=1, placeholder=" [..........]"))
attempt("shorten too small", lambda: textwrap.shorten(text, 3))
attempt("indent too wide", lambda: textwrap.wrap("abc def", 4, initial_indent="xxxxx"))
wrapper = textwrap.TextWrapper(width=15, max_lines=3, placeholder="...")
print(wrapper.wrap(text), wrapper.width, wrapper.break_long_words, wrapper.tabsize)
wrapper.width = 40
print(wrapper.fill(text))
print(repr(textwrap.dedent("\t\tx\n\t\ty")), repr(textwrap.dedent("  a\n\n    b\n  ")), repr(textwrap.dedent("  a\n\tb")))
print(repr(textwrap.indent("a\n\nb\n", "> ")), repr(textwrap.indent("a\n\nb", "+", lambda line: True)))
