"""string.Template in detail: invalid placeholders with their line and column, safe
substitution, braces, custom delimiters through subclasses, 3.11's
get_identifiers and is_valid, and string.capwords/constants."""
import string


def attempt(label, make):
    try:
        print(label, repr(make()))
    except Exception as e:
        print(label, type(e).__name__, e)


attempt("invalid placeholder", lambda: string.Template("cost: $5").substitute())
attempt("invalid second line", lambda: string.Template("line one\nand $ two").substitute())
attempt("unclosed brace", lambda: string.Template("${name").substitute(name=1))
attempt("missing key", lambda: string.Template("$who and $what").substitute(who="a"))
attempt("missing braced", lambda: string.Template("${who}").substitute())
attempt("two mappings", lambda: string.Template("$a").substitute({"a": 1}, {"a": 2}))
print(string.Template("$who and $what $").safe_substitute(who="a"), string.Template("${x}y $$ ${z").safe_substitute(x=1))
print(string.Template("$a $b").substitute({"a": 1, "b": 2}, b=3), string.Template("$a_b-$a").substitute(a_b=1, a=2))
print(string.Template("$ÿ $x").safe_substitute(x=1), string.Template("$Über").safe_substitute())
t = string.Template("$x ${y} $$ $x ${z} $1")
print(t.get_identifiers(), t.is_valid(), string.Template("${ok} $").is_valid(), string.Template("$$").is_valid())


class Percent(string.Template):
    delimiter = "%"


print(Percent("%who owes %%%amount").substitute(who="ann", amount=5), Percent("%x").template)
attempt("subclass invalid", lambda: Percent("100%").substitute())
print(string.capwords("  hello   wORLD  again "), string.capwords("one-two three", "-"), string.capwords(""))
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits, string.punctuation)
print(repr(string.whitespace), len(string.printable), string.ascii_lowercase[:5], string.ascii_uppercase[-3:])
