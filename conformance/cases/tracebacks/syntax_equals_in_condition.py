# "=" in a condition: CPython suggests "==" or ":=".
x = 3
if x = 3:
    print("three")
