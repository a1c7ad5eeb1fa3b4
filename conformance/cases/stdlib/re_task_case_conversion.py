import re


def camel_to_snake(name):
    s = re.sub(r"(.)([A-Z][a-z]+)", r"\1_\2", name)
    return re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", s).lower()


def camel_to_snake2(name):
    return re.sub(r"(?<!^)(?=[A-Z])", "_", name).lower()


def snake_to_camel(name):
    return re.sub(r"_([a-z0-9])", lambda m: m.group(1).upper(), name)


def snake_to_pascal(name):
    return re.sub(r"(?:^|_)([a-z0-9])", lambda m: m.group(1).upper(), name)


def kebab(name):
    return re.sub(r"[\s_]+|(?<=[a-z])(?=[A-Z])", "-", name).lower()


for n in ["camelCase", "CamelCase", "getHTTPResponseCode", "HTTPServer", "simple", "already_snake", "version2Update",
          "ABC", "aB", "parseXML2JSON", "userID"]:
    print(n, camel_to_snake(n), camel_to_snake2(n))
for n in ["snake_case_name", "_private_var", "with_2_digits", "single", "trailing_", "double__under"]:
    print(n, snake_to_camel(n), snake_to_pascal(n))
for n in ["Hello World", "someVariableName", "snake_case here"]:
    print(repr(n), kebab(n))
print(re.sub(r"\b(\w)(\w*)", lambda m: m[1].upper() + m[2].lower(), "the qUICK brown FOX"))
print(" ".join(w.capitalize() for w in re.split(r"[-_\s]+", "make-this_a title")))
print(re.findall(r"[A-Z]?[a-z]+|[A-Z]+(?=[A-Z]|$)|\d+", "parseHTTPResponse2xxCodes"))
print(re.findall(r"[A-Z][a-z]*|[a-z]+|\d+", "someXMLData42Here"))
print(re.sub(r"([A-Z])", r" \1", "SplitCamelCaseWords").strip())
print(re.sub(r"(?<=[a-z])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])", " ", "XMLHttpRequestError"))
print(re.sub(r"[^0-9a-zA-Z]+", "_", "Hello, World! 123").strip("_").upper())
print(re.sub(r"\W+", "-", "Ünïcode Title: with Symbols!").strip("-").lower())
print(re.sub(r"[^\w\s-]", "", "  Hello, World!  It's me  ").strip().lower().replace(" ", "-"))
slug = re.sub(r"[-\s]+", "-", re.sub(r"[^\w\s-]", "", "A  Title -- with   dashes!").strip().lower())
print(slug)
