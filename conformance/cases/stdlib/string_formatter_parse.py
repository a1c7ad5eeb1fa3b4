import string
f = string.Formatter()
for text in ["Hello {name}!", "{0:>10} and {1!r:^5} {{literal}}", "no fields", "{a[0].b:{width}} tail", "{}{}", "", "{x!s}"]:
    print(list(f.parse(text)))
for bad in ["oops }", "{unclosed", "{x!rr}"]:
    try:
        print(list(f.parse(bad)))
    except ValueError as e:
        print("ValueError", e)
print([name for _, name, _, _ in f.parse("{user} bought {count} items") if name])
