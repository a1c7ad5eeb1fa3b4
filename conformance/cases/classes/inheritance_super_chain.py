"""Cooperative super() calls through a diamond hierarchy."""


class Base:
    def __init__(self):
        self.log = ["Base"]

    def describe(self):
        return "base"


class Left(Base):
    def __init__(self):
        super().__init__()
        self.log.append("Left")

    def describe(self):
        return "left+" + super().describe()


class Right(Base):
    def __init__(self):
        super().__init__()
        self.log.append("Right")

    def describe(self):
        return "right+" + super().describe()


class Child(Left, Right):
    def __init__(self):
        super().__init__()
        self.log.append("Child")


c = Child()
print(c.log)
print(c.describe())
print([k.__name__ for k in Child.__mro__])
print(isinstance(c, Right), issubclass(Child, Base))
