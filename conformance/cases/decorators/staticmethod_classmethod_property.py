# Checks @staticmethod, @classmethod and @property, alone and combined with custom decorators.
class Temperature:
    unit_name = "celsius"
    instances = 0

    def __init__(self, celsius):
        self._celsius = celsius
        Temperature.instances += 1

    @property
    def celsius(self):
        return self._celsius

    @property
    def fahrenheit(self):
        return round(self._celsius * 9 / 5 + 32, 1)

    @staticmethod
    def c_to_f(c):
        return c * 9 / 5 + 32

    @classmethod
    def from_fahrenheit(cls, f):
        return cls(round((f - 32) * 5 / 9, 2))

    @classmethod
    def describe_class(cls):
        return f"{cls.__name__} in {cls.unit_name}, {cls.instances} made"

    def __repr__(self):
        return f"{type(self).__name__}({self._celsius})"

t = Temperature(100)
print(t.celsius, t.fahrenheit)
print(Temperature.c_to_f(0), t.c_to_f(37))
t2 = Temperature.from_fahrenheit(212)
print(t2, t2.celsius)
print(Temperature.describe_class(), t.describe_class())
try:
    t.celsius = 5
except AttributeError as e:
    print("AttributeError on read-only property")

class Kelvin(Temperature):
    unit_name = "kelvin"

k = Kelvin.from_fahrenheit(32)
print(k, type(k).__name__, Kelvin.describe_class())

def shout(fn):
    def wrapper(*args):
        return str(fn(*args)).upper()
    return wrapper

class Greeter:
    prefix = "hello"

    @staticmethod
    @shout
    def static_greet(name):
        return f"hi {name}"

    @classmethod
    @shout
    def class_greet(cls, name):
        return f"{cls.prefix} {name}"

    @property
    @shout
    def loud_prefix(self):
        return self.prefix

print(Greeter.static_greet("ann"), Greeter().static_greet("bob"))
print(Greeter.class_greet("cid"), Greeter().class_greet("dee"))
print(Greeter().loud_prefix)

print(type(Temperature.__dict__["c_to_f"]).__name__, type(Temperature.__dict__["from_fahrenheit"]).__name__, type(Temperature.__dict__["celsius"]).__name__)
