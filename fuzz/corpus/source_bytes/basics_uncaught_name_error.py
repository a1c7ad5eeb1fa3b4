# Checks that an uncaught NameError ends the program after earlier output is flushed.
print("before the error")
total = 0
for i in range(3):
    total += i
    print("step", i, "total", total)
print("total", total)
names = {"alpha": 1, "beta": 2}
for key in names:
    print(key, names[key])
def lookup():
    return undefined_variable_here
print("calling lookup")
print(lookup())
print("never printed")
