# Checks the SyntaxError for a match statement: wildcard unreachable.
print("never printed")
match 3:
    case 1 | _:
        pass
    case 2:
        pass
