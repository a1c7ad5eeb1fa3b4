# Checks an uncaught IndexError raised while handling another exception.
queue = []
processed = []


def take(q):
    return q.pop()


for batch in ([3, 2, 1], []):
    queue.extend(batch)
    while queue:
        processed.append(take(queue))
print("processed", processed)
try:
    item = take(queue)
except IndexError as e:
    print("queue empty:", e)
    fallback = ["default"]
    print("using fallback", fallback[0])
    print(fallback[1])
