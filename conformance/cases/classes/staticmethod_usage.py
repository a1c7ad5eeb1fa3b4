# Checks @staticmethod helpers called via the class, an instance, and from other methods.
class MathUtil:
    @staticmethod
    def clamp(value, low, high):
        return max(low, min(high, value))

    @staticmethod
    def is_even(n):
        return n % 2 == 0

    def normalize(self, values):
        return [self.clamp(v, 0, 10) for v in values]

    @classmethod
    def evens(cls, values):
        return [v for v in values if cls.is_even(v)]

print(MathUtil.clamp(15, 0, 10), MathUtil.clamp(-3, 0, 10), MathUtil.clamp(5, 0, 10))
u = MathUtil()
print(u.clamp(11, 1, 9), u.is_even(4), u.is_even(7))
print(u.normalize([-5, 3, 12, 10]))
print(MathUtil.evens(range(10)))
print(list(filter(MathUtil.is_even, [1, 2, 3, 4])))

class Slug:
    @staticmethod
    def make(text):
        out = []
        for ch in text.lower():
            if ch.isalnum():
                out.append(ch)
            elif out and out[-1] != "-":
                out.append("-")
        return "".join(out).strip("-")

for title in ["Hello, World!", "  Python 3.11  Release ", "a--b__c"]:
    print(repr(Slug.make(title)))

f = MathUtil.clamp
print(f(100, 0, 50), type(MathUtil.__dict__["clamp"]).__name__)
print(MathUtil.__dict__["clamp"].__func__ is f)

class Sub(MathUtil):
    @staticmethod
    def is_even(n):
        return n % 2 == 1

print(Sub.evens(range(6)), MathUtil.evens(range(6)))

class Validators:
    @staticmethod
    def positive(x):
        return x > 0

    @staticmethod
    def short(s):
        return len(s) < 5

    rules = {"amount": positive, "code": short}

    @classmethod
    def check(cls, record):
        return {k: cls.rules[k](v) for k, v in record.items() if k in cls.rules}

print(Validators.check({"amount": 3, "code": "ABCDEF", "other": 1}))
print(Validators.check({"amount": -1, "code": "AB"}))
