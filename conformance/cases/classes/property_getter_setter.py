# Checks @property getters and setters with validation, computed attributes and caching.
class Temperature:
    def __init__(self, celsius=0.0):
        self.celsius = celsius

    @property
    def celsius(self):
        return self._celsius

    @celsius.setter
    def celsius(self, value):
        if value < -273.15:
            raise ValueError(f"below absolute zero: {value}")
        self._celsius = value

    @property
    def fahrenheit(self):
        return self._celsius * 9 / 5 + 32

    @fahrenheit.setter
    def fahrenheit(self, value):
        self.celsius = (value - 32) * 5 / 9

t = Temperature(25)
print(t.celsius, t.fahrenheit, t.__dict__)
t.fahrenheit = 212
print(t.celsius, t.fahrenheit)
t.celsius = -40
print(t.celsius, t.fahrenheit)
try:
    t.celsius = -300
except ValueError as e:
    print("ValueError:", e)
print(t.celsius)
try:
    Temperature(-500)
except ValueError as e:
    print("ValueError:", e)

print(type(Temperature.celsius).__name__, Temperature.celsius.fget.__name__)
print(Temperature.celsius.fset is not None, Temperature.celsius.fdel is None)

class Account:
    def __init__(self, owner):
        self.owner = owner
        self._transactions = []
        self.computations = 0

    def deposit(self, amount):
        self._transactions.append(amount)

    @property
    def balance(self):
        self.computations += 1
        return sum(self._transactions)

acct = Account("zoe")
acct.deposit(10)
acct.deposit(-3)
print(acct.balance, acct.balance, acct.computations, f"{acct.owner} has {acct.balance}", acct.computations)

class Lazy:
    def __init__(self):
        self._value = None
        self.loads = 0

    @property
    def value(self):
        if self._value is None:
            self.loads += 1
            self._value = [i * i for i in range(5)]
        return self._value

lz = Lazy()
print(lz.value, lz.value is lz.value, lz.loads)
