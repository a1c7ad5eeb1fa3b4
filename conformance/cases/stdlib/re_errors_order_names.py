# re.error messages: which error a pattern reports when it has several (a variable-width
# lookbehind is reported only after every error of the parse itself), and group names shown
# with repr (quotes and backslashes escaped).
import re


def show(pattern, template=None):
    try:
        compiled = re.compile(pattern)
        if template is None:
            print(repr(pattern), "compiled")
        else:
            print(repr(pattern), repr(compiled.sub(template, "ab")))
    except (re.error, IndexError) as e:
        print(repr(pattern), "|", type(e).__name__, "|", e)


for p in ["(?(1) |(?<=a*))", "s|\\A|(?(1).|(?<=a*))", "(?<=a*)(", "(?<=a*))", "(?<!a|bc)(?P<1>x)",
          "(?<=a+)", "(a)(?<=\\1*)", "(?:(?P<g){1,3}\\b(?P<g>s)", "(?P<a'b>x)", "(?P<a\"b>x)",
          "(?P<a\\\\b>x)", "(?P=a\\b)", "(?(a'b)x)", "(?(a\\b)x)", "(?P<n>a)(?P<n>b)", "\\N{NO SUCH 'NAME}"]:
    show(p)
for t in ["\\g<a'b>", "\\g<a\\\\b>", "\\g<x y>", "\\g<nope>"]:
    show("(?P<x>a)", t)
