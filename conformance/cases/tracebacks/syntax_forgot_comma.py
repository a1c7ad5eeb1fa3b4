# A missing comma between list items: CPython suggests it and marks both items.
print("before")
numbers = [1, 2 3, 4]
