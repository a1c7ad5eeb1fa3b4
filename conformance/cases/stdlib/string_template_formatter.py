import string

t = string.Template("Dear $name, you owe $$${amount} since ${date}.")
print(t.substitute(name="Ann", amount="12.50", date="May 1"))
print(t.safe_substitute(name="Bob"))
try:
    t.substitute(name="Ann")
except KeyError as e:
    print("KeyError", e)
try:
    string.Template("bad $ here").substitute()
except ValueError as e:
    print("ValueError", e)
print(string.Template("$a$b").substitute({"a": 1}, b=2))
print(t.template, string.Template("${x}y").substitute(x="X"))
f = string.Formatter()
print(f.format("{0}-{name}-{1:>4}", "a", 3, name="n"))
print(string.capwords("hello   big  world"), string.capwords("a-b c-d", "-"))
print(string.ascii_letters, string.digits, string.hexdigits, string.octdigits)
print(repr(string.whitespace), string.punctuation)
print(len(string.printable), string.ascii_uppercase[:5])
