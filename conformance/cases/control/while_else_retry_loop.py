"""A while loop with else and a retry budget."""

attempts = 0
responses = iter(["timeout", "timeout", "ok"])
while attempts < 5:
    attempts += 1
    reply = next(responses)
    print("attempt", attempts, reply)
    if reply == "ok":
        break
else:
    print("gave up")
print("done after", attempts)
