# Checks function decorators applied to methods: self passes through and per-instance state works.
def logged(fn):
    def wrapper(self, *args, **kwargs):
        result = fn(self, *args, **kwargs)
        self.log.append(f"{fn.__name__}{args} -> {result}")
        return result
    return wrapper

def requires_open(fn):
    def wrapper(self, *args):
        if not self.is_open:
            raise RuntimeError(f"{type(self).__name__}.{fn.__name__} on closed account")
        return fn(self, *args)
    return wrapper

class Account:
    def __init__(self, owner, balance=0):
        self.owner = owner
        self.balance = balance
        self.is_open = True
        self.log = []

    @logged
    @requires_open
    def deposit(self, amount):
        self.balance += amount
        return self.balance

    @logged
    @requires_open
    def withdraw(self, amount):
        if amount > self.balance:
            return "insufficient"
        self.balance -= amount
        return self.balance

    @logged
    def close(self):
        self.is_open = False
        return "closed"

a = Account("ann", 100)
b = Account("bob")
print(a.deposit(50), a.withdraw(500), a.withdraw(30), b.deposit(5))
print(a.close())
try:
    a.deposit(1)
except RuntimeError as e:
    print("RuntimeError:", e)
print(a.log)
print(b.log)

def validate_positive(fn):
    def wrapper(self, value):
        if value <= 0:
            raise ValueError(f"{fn.__name__} needs a positive value, got {value}")
        return fn(self, value)
    return wrapper

class Inventory:
    def __init__(self):
        self.items = {}

    @validate_positive
    def set_capacity(self, value):
        self.capacity = value
        return self

inv = Inventory().set_capacity(10)
print(inv.capacity)
try:
    inv.set_capacity(-1)
except ValueError as e:
    print("ValueError:", e)

bound = a.withdraw
print(type(bound).__name__, bound.__name__)
