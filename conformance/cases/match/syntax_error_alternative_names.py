# Checks the SyntaxError for a match statement: alternative names.
print("never printed")
match [1]:
    case [x] | [y]:
        pass
