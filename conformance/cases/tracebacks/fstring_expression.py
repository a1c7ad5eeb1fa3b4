x = 5
print(f"value: {x.nope} and {x}")
