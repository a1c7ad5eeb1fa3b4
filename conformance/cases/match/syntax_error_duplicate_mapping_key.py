# Checks the SyntaxError for a match statement: duplicate mapping key.
print("never printed")
match {}:
    case {"k": 1, "j": 2, "k": 3}:
        pass
