"""Properties with getters, setters and deleters validating values."""


class Temperature:
    def __init__(self, celsius):
        self.celsius = celsius

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"{value} is below absolute zero")
        self._celsius = value

    @celsius.deleter
    def celsius(self):
        print("deleting")
        del self._celsius

    @property
    def fahrenheit(self):
        return self.celsius * 9 / 5 + 32


t = Temperature(25)
print(t.celsius, t.fahrenheit)
t.celsius = -40
print(t.fahrenheit)
try:
    t.celsius = -300
except ValueError as error:
    print(error)
try:
    t.fahrenheit = 1
except AttributeError as error:
    print(type(error).__name__, error)
del t.celsius
print(hasattr(t, "_celsius"))
