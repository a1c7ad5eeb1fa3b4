# Checks when functions bind as methods: class attributes bind self, instance attributes do not.
def greet(self, greeting="hello"):
    return f"{greeting} from {self.name}"

class Person:
    def __init__(self, name):
        self.name = name

    say = greet

p = Person("ann")
print(p.say(), p.say("hi"), Person.say(p, "hey"))
print(type(p.say).__name__, type(Person.say).__name__, Person.say is greet)

Person.wave = lambda self: f"{self.name} waves"
print(p.wave())

p.shout = lambda text: text.upper()
print(p.shout("instance function, no self"))
print(type(p.shout).__name__)

p.greet_bound = greet
try:
    p.greet_bound()
except TypeError as e:
    print("TypeError:", e)
print(p.greet_bound(p))

class Calculator:
    ops = {"add": lambda a, b: a + b, "mul": lambda a, b: a * b}
    op_add = lambda a, b: a + b

    def run(self, name, a, b):
        return self.ops[name](a, b)

c = Calculator()
print(c.run("add", 2, 3), c.run("mul", 2, 3))
try:
    c.op_add(1, 2)
except TypeError as e:
    print("TypeError:", e)
print(Calculator.op_add(1, 2))

m1 = p.say
m2 = p.say
print(m1 == m2, m1 is m2, m1.__self__ is p, m1.__func__ is greet)

class Callbacks:
    def __init__(self):
        self.handlers = []
        self.log = []

    def record(self, event):
        self.log.append(event)

    def register(self, fn):
        self.handlers.append(fn)

    def emit(self, event):
        for h in self.handlers:
            h(event)

cb = Callbacks()
cb.register(cb.record)
cb.register(print)
cb.emit("start")
cb.emit("stop")
print(cb.log)

class Builtin:
    upper = str.upper
    length = len

b = Builtin()
print(Builtin.upper("x"), b.length([1, 2]), Builtin.length("abc"))
