# Checks __lt__ and related comparisons used by sorted, list.sort, min, max and comparison operators.
class Version:
    def __init__(self, text):
        self.text = text
        self.parts = tuple(int(p) for p in text.split("."))

    def __lt__(self, other):
        return self.parts < other.parts

    def __eq__(self, other):
        return self.parts == other.parts

    def __repr__(self):
        return f"v{self.text}"

vs = [Version(t) for t in ["1.10.0", "1.2.3", "1.2", "0.9.9", "2.0", "1.2.3"]]
print(sorted(vs))
print(sorted(vs, reverse=True))
print(min(vs), max(vs))
print(Version("1.0") < Version("1.0.1"), Version("2.0") > Version("1.9"))
vs.sort()
print(vs)
try:
    Version("1.0") <= Version("1.1")
except TypeError as e:
    print("TypeError:", e)

class Task:
    def __init__(self, priority, name):
        self.priority = priority
        self.name = name

    def __lt__(self, other):
        if self.priority != other.priority:
            return self.priority < other.priority
        return self.name < other.name

    def __le__(self, other):
        return not other < self

    def __gt__(self, other):
        return other < self

    def __ge__(self, other):
        return not self < other

    def __repr__(self):
        return f"{self.name}(p{self.priority})"

tasks = [Task(2, "write"), Task(1, "plan"), Task(3, "ship"), Task(1, "design"), Task(2, "test")]
print(sorted(tasks))
print(min(tasks), max(tasks))
print(Task(1, "a") <= Task(1, "a"), Task(1, "a") >= Task(2, "a"), Task(3, "x") > Task(2, "y"))
print(sorted(tasks, key=lambda t: t.name))
print(max(tasks, key=lambda t: len(t.name)))
print(sorted([(t.priority, t) for t in tasks])[:2])

class Unorderable:
    def __repr__(self):
        return "U"

try:
    sorted([Unorderable(), Unorderable()])
except TypeError as e:
    print("TypeError:", e)
try:
    Unorderable() < Unorderable()
except TypeError as e:
    print("TypeError:", e)
try:
    Task(1, "a") < 5
except (TypeError, AttributeError) as e:
    print(type(e).__name__ + ":", e)
print(Version("1.0") == Version("1.0.0"), Version("3") != Version("3"))
