# Checks match with literal patterns: ints, strings, floats, negative numbers, and int/float equality.
def http_status(code):
    match code:
        case 200:
            return "OK"
        case 201:
            return "Created"
        case 404:
            return "Not Found"
        case 500:
            return "Server Error"
        case _:
            return f"Unknown ({code})"

for code in [200, 201, 404, 500, 418]:
    print(code, http_status(code))

def word(w):
    match w:
        case "yes":
            return 1
        case "no":
            return 0
        case "":
            return "empty"
        case _:
            return None

print([word(w) for w in ["yes", "no", "", "maybe", "YES"]])

def numbers(x):
    match x:
        case -1:
            return "minus one"
        case 0:
            return "zero"
        case 1.5:
            return "one and a half"
        case 2:
            return "two"
        case _:
            return "other"

for x in [-1, 0, 0.0, 1.5, 2, 2.0, 3, True, False, "0", -2]:
    print(repr(x), "->", numbers(x))

def escapes(s):
    match s:
        case "a\tb":
            return "tab"
        case 'single' | "double":
            return "quoted"
        case "multi" "part":
            return "concatenated"
        case b"bytes":
            return "bytes literal"
    return "no match"

print(escapes("a\tb"), escapes("single"), escapes("double"), escapes("multipart"))
print(escapes(b"bytes"), escapes("bytes"), escapes("a b"))
