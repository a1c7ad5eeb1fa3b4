# Checks the SyntaxError for a match statement: repeated capture.
print("never printed")
match (1, 2):
    case (a, [a, *_]):
        pass
