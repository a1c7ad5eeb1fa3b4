"""An iterator class with __iter__ and __next__ used by for, list and zip."""


class Countdown:
    def __init__(self, start):
        self.current = start

    def __iter__(self):
        return self

    def __next__(self):
        if self.current <= 0:
            raise StopIteration
        self.current -= 1
        return self.current + 1


for n in Countdown(3):
    print(n, end=" ")
print()
print(list(Countdown(5)), sum(Countdown(4)))
print(list(zip(Countdown(3), "abc")))
it = Countdown(1)
print(next(it), next(it, "done"))
