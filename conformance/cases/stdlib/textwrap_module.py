import textwrap
text = "The quick brown fox jumps over the lazy dog. A well-known fact: state-of-the-art e-mail systems are self-explanatory -- mostly. Supercalifragilisticexpialidocious words break."
for width in (10, 20, 35, 50):
    print(textwrap.wrap(text, width))
print(textwrap.fill(text, 30, initial_indent="* ", subsequent_indent="  "))
print(textwrap.fill(text, 25, break_on_hyphens=False))
print(textwrap.fill(text, 12, break_long_words=False))
print(textwrap.shorten(text, 40), "|", textwrap.shorten("Hello  world!", 12), "|", textwrap.shorten("Hello world", 11), "|", textwrap.shorten(text, 60, placeholder="..."))
print(textwrap.wrap(text, 30, max_lines=3))
print(repr(textwrap.dedent("""
    def f():
        return 1

    x = 2
""")))
print(repr(textwrap.dedent("  a\n\t b\n")), repr(textwrap.dedent("    x\n  y\n")))
print(repr(textwrap.indent("one\n\ntwo\n", "> ")), repr(textwrap.indent("a\nb", "+", lambda line: True)))
print(textwrap.wrap("tabs\there\tand  spaces", 12), textwrap.wrap("", 10), textwrap.wrap("   ", 10))
print(textwrap.fill("Sentence one. Sentence two.", 60, fix_sentence_endings=True))
try:
    textwrap.wrap("x", 0)
except ValueError as e:
    print("ValueError", e)
