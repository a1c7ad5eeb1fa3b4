# Checks the SyntaxError for a match statement: capture unreachable.
print("never printed")
value = 3
match value:
    case captured:
        print(captured)
    case 4:
        print("four")
