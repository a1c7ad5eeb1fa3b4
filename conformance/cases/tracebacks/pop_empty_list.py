items = []
print(items.pop())
