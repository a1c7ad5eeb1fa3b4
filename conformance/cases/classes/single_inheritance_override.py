# Checks single inheritance, method overriding, inherited attributes and calling base methods explicitly.
class Animal:
    sound = "..."
    legs = 4

    def __init__(self, name):
        self.name = name

    def speak(self):
        return f"{self.name} says {self.sound}"

    def describe(self):
        return f"{self.name} ({type(self).__name__}, {self.legs} legs): {self.speak()}"

class Dog(Animal):
    sound = "woof"

class Bird(Animal):
    sound = "tweet"
    legs = 2

    def speak(self):
        return Animal.speak(self) + "!"

class Parrot(Bird):
    def __init__(self, name, phrase):
        Bird.__init__(self, name)
        self.phrase = phrase

    def speak(self):
        return f"{self.name} says {self.phrase!r}"

zoo = [Animal("generic"), Dog("rex"), Bird("tweety"), Parrot("polly", "hello")]
for a in zoo:
    print(a.describe())

print(Parrot.__bases__[0].__name__, Bird.__bases__[0].__name__, Animal.__bases__[0].__name__)
print(Parrot.legs, Parrot.sound, "sound" in Parrot.__dict__, "speak" in Parrot.__dict__)
print(Dog.speak is Animal.speak, Bird.speak is Animal.speak)

p = Parrot("ara", "hi")
print(Animal.speak(p), Bird.speak(p), p.speak())

class Shape:
    def area(self):
        return 0

    def report(self):
        return f"{type(self).__name__} area={self.area()}"

class Square(Shape):
    def __init__(self, side):
        self.side = side

    def area(self):
        return self.side ** 2

class Cube(Square):
    def area(self):
        return 6 * super().area()

    def volume(self):
        return self.side ** 3

for s in [Shape(), Square(3), Cube(2)]:
    print(s.report())
print(Cube(3).volume(), hasattr(Square(1), "volume"))
