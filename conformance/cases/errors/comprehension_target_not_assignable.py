# A comprehension whose target cannot be assigned is a SyntaxError (the compiler once
# miscounted its expression depth on this error and panicked).
values = [p for a * b in range(3)]
