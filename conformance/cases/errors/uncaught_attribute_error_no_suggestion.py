# Checks an uncaught AttributeError for list.push, which has no close match to suggest.
stack = [1, 2]
stack.append(3)
print(stack)
print(stack.pop())
stack.extend([4, 5])
print(stack, len(stack))
try:
    stack.push(6)
except AttributeError as e:
    print("caught form:", e)
print("top", stack[-1])
stack.insert(0, 0)
print(stack)
stack.push(4)
print(stack)
