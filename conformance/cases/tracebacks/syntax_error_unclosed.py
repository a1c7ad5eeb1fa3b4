# An unclosed bracket.
values = [1, 2,
print(values)
