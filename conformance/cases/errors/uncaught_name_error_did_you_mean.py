# Checks an uncaught NameError whose traceback line includes the "Did you mean" suggestion.
counter = 0
history = []
for i in range(5):
    counter += i
    history.append(counter)
    print("step", i, "counter", counter)

print("history", history)
print("counter is", counter)
caught = None
try:
    print(histroy)
except NameError as e:
    caught = str(e)
print("caught form:", caught)
print("next value", cuonter + 1)
