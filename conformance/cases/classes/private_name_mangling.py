# Checks double-underscore name mangling (__attr -> _Class__attr) across inheritance, and single-underscore names.
class Account:
    def __init__(self, owner, balance):
        self.owner = owner
        self.__balance = balance
        self._note = "internal"

    def balance(self):
        return self.__balance

    def __audit(self):
        return f"audit {self.owner}"

    def run_audit(self):
        return self.__audit()

a = Account("ann", 100)
print(a.balance(), a._note, a.run_audit())
print(sorted(vars(a)))
print(a._Account__balance, a._Account__audit())
try:
    a.__balance
except AttributeError as e:
    print("AttributeError:", e)
try:
    a.__audit()
except AttributeError as e:
    print("AttributeError:", e)

a.__balance = 999
print(a.balance(), sorted(vars(a)))

class Savings(Account):
    def __init__(self, owner, balance, rate):
        super().__init__(owner, balance)
        self.__balance = "shadow"
        self.rate = rate

    def both(self):
        return self.__balance, self._Account__balance

s = Savings("bob", 50, 0.02)
print(s.both(), s.balance(), sorted(vars(s)))
try:
    s.run_audit()
    print("inherited private method works:", s.run_audit())
    s._Savings__audit()
except AttributeError as e:
    print("AttributeError:", e)

class _Leading:
    def __init__(self):
        self.__x = 1

    def get(self):
        return self.__x

print(sorted(vars(_Leading())), _Leading().get())

class Dunder:
    def __init__(self):
        self.__magic__ = "not mangled"
        self.__ok_ = "mangled"

print(sorted(vars(Dunder())))

class Names:
    __secret = "class-level"

    @classmethod
    def reveal(cls):
        return cls.__secret

print(Names.reveal(), Names._Names__secret, hasattr(Names, "__secret"))
print(getattr(a, "__balance", "getattr is not mangled"), getattr(a, "_Account__balance"))
