# Checks a file that fails to parse because an if body is not indented.
users = ["ann", "bob", "cy"]
print("never printed")


def greet(name):
    return "hello " + name


for u in users:
    print(greet(u))

if len(users) > 2:
print("many users")

print("done")
