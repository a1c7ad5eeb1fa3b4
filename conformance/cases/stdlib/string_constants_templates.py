"""string constants and Template substitution."""

import string
from string import Template

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('string.ascii_lowercase', lambda: string.ascii_lowercase)
show('string.digits + string.hexdigits', lambda: string.digits + string.hexdigits)
show('string.punctuation', lambda: string.punctuation)
show("Template('$who likes $what').substitute(who='Ann', what='tea')", lambda: Template('$who likes $what').substitute(who='Ann', what='tea'))
show("Template('${x}y').substitute(x=1)", lambda: Template('${x}y').substitute(x=1))
show("Template('$a $b').safe_substitute(a=1)", lambda: Template('$a $b').safe_substitute(a=1))
show("Template('$a').substitute()", lambda: Template('$a').substitute())
show("Template('$$5').substitute()", lambda: Template('$$5').substitute())
show("string.capwords('hello   wide world')", lambda: string.capwords('hello   wide world'))
