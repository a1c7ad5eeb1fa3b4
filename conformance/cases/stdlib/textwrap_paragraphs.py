import textwrap

text = ("The quick brown fox jumps over the lazy dog. Pack my box with five dozen "
        "liquor jugs. How vexingly quick daft zebras jump!")
for width in (20, 35):
    print(textwrap.fill(text, width=width))
    print("-" * width)
print(textwrap.wrap(text, 30, initial_indent="* ", subsequent_indent="  "))
print(textwrap.shorten(text, width=40), textwrap.shorten(text, 40, placeholder=" [..]"))
print(textwrap.shorten("  lots   of   space  ", 100))
print(textwrap.wrap("supercalifragilisticexpialidocious word", 10))
print(textwrap.wrap("supercalifragilisticexpialidocious word", 10, break_long_words=False))
print(textwrap.wrap("", 10), textwrap.wrap("   ", 10))
print(textwrap.fill("a\tb\tc", 20, expand_tabs=True), textwrap.wrap("well-known hyphen-ated", 8))
print(textwrap.wrap("one two three four five", 10, max_lines=2))
try:
    textwrap.wrap("abc", 0)
except ValueError as e:
    print("ValueError", e)
