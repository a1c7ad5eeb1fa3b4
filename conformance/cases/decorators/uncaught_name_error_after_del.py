# Checks that using a global name after del raises an uncaught NameError at the end of the script.
cache = {"users": ["ann", "bob"], "ttl": 30}
print(cache["users"], cache["ttl"])

def summarize():
    return f"{len(cache['users'])} users cached for {cache['ttl']}s"

print(summarize())
temp = [1, 2, 3]
del temp[1]
print(temp)
del temp
try:
    temp
except NameError as e:
    print("first access after del:", e)
temp = "rebound"
print("rebinding works:", temp)
del cache
print("cache deleted, calling summarize again")
print(summarize())
print("unreachable")
