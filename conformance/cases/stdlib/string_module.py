import string
from string import Template
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits, repr(string.whitespace))
print(string.punctuation, len(string.printable))
print(string.capwords("hello   wide world"), string.capwords("a-b c-d", "-"))
t = Template("Hi $name, you owe $$${amount}. ${name}!")
print(t.substitute(name="Ada", amount=5), t.substitute({"name": "Bob", "amount": 1}, amount=2))
print(Template("$who likes $what").safe_substitute(who="tim"), t.get_identifiers(), t.is_valid())
try:
    Template("$who likes $what").substitute(who="tim")
except KeyError as e:
    print("KeyError", e)
try:
    Template("bad $ here").substitute()
except ValueError as e:
    print("ValueError", e)
print(Template("$x$y").substitute(x=1, y=2), Template("${a}b").substitute(a="A"), Template("cost: $1").safe_substitute())
print(string.Formatter().format("{0} and {name}", 1, name="x"))
