# Checks zero-argument super() in regular methods, properties, classmethods and __repr__.
class Logger:
    def log(self, msg):
        return f"[log] {msg}"

    def describe(self):
        return "Logger"

    @classmethod
    def kind(cls):
        return f"kind:{cls.__name__}"

class TimestampLogger(Logger):
    def log(self, msg):
        return super().log(f"t=0 {msg}")

    def describe(self):
        return super().describe() + "+Timestamp"

    @classmethod
    def kind(cls):
        return super().kind() + "!"

class LevelLogger(TimestampLogger):
    def __init__(self, level):
        self.level = level

    def log(self, msg):
        return super().log(f"{self.level.upper()} {msg}")

    def describe(self):
        return super().describe() + "+Level"

    def __repr__(self):
        base = super().__repr__()
        return f"LevelLogger({self.level!r}) default={base.startswith('<__main__.LevelLogger object at ')}"

lg = LevelLogger("warn")
print(lg.log("disk low"))
print(lg.describe())
print(LevelLogger.kind(), TimestampLogger.kind(), Logger.kind())
print(repr(lg))

class Shape:
    @property
    def name(self):
        return "shape"

class Circle(Shape):
    @property
    def name(self):
        return "circle<" + super().name + ">"

print(Circle().name)

class A:
    def ping(self):
        return ["A"]

class B(A):
    def ping(self):
        result = super().ping()
        result.append("B")
        return result

    def helper(self):
        inner = lambda: super(B, self).ping()
        return inner()

print(B().ping(), B().helper())

class C(B):
    def ping(self):
        return super().ping() + ["C"]

print(C().ping())
print(super(C, C()).ping())
print(super(B, C()).ping())
