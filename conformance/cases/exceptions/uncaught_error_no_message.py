# Checks an uncaught user exception raised without a message prints only the qualified class name.
class AppError(Exception):
    pass

class EmptyQueue(AppError):
    pass

class Queue:
    def __init__(self):
        self.items = []

    def pop(self):
        if not self.items:
            raise EmptyQueue
        return self.items.pop(0)

q = Queue()
q.items.extend([1, 2])
print(q.pop(), q.pop())
try:
    q.pop()
except AppError as e:
    print("caught", type(e).__name__, repr(e), e.args)
q.pop()
