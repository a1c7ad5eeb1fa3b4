# Checks an uncaught TypeError from a class pattern whose callee is not a type, after earlier cases ran.
class handlers:
    number = int
    text = "not a type"

def check(kind, value):
    match value:
        case handlers.number():
            return f"{kind}: int"
        case handlers.text():
            return f"{kind}: text"
    return f"{kind}: no match"

print(check("a", 5))
print(check("b", "five"))
