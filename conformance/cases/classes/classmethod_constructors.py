# Checks @classmethod alternative constructors, cls in subclasses, and class-level registries.
class Date:
    def __init__(self, year, month, day):
        self.year, self.month, self.day = year, month, day

    @classmethod
    def from_string(cls, text):
        y, m, d = (int(p) for p in text.split("-"))
        return cls(y, m, d)

    @classmethod
    def from_dict(cls, data):
        return cls(data["year"], data.get("month", 1), data.get("day", 1))

    @classmethod
    def epoch(cls):
        return cls(1970, 1, 1)

    def __repr__(self):
        return f"{type(self).__name__}({self.year:04d}-{self.month:02d}-{self.day:02d})"

class BusinessDate(Date):
    def is_weekend_guess(self):
        return self.day % 7 in (0, 6)

print(Date.from_string("2024-03-15"))
print(Date.from_dict({"year": 2020}))
print(Date.epoch(), BusinessDate.epoch())
bd = BusinessDate.from_string("2023-12-06")
print(bd, type(bd).__name__, bd.is_weekend_guess())
print(bd.from_string("1999-01-02"))

class Config:
    defaults = {"debug": False, "workers": 2}

    def __init__(self, **settings):
        self.settings = {**self.defaults, **settings}

    @classmethod
    def from_env_lines(cls, lines):
        settings = {}
        for line in lines:
            if not line.strip() or line.startswith("#"):
                continue
            key, _, value = line.partition("=")
            value = value.strip()
            if value.isdigit():
                value = int(value)
            elif value in ("true", "false"):
                value = value == "true"
            settings[key.strip().lower()] = value
        return cls(**settings)

    def __repr__(self):
        return f"Config({sorted(self.settings.items())})"

print(Config())
print(Config.from_env_lines(["# comment", "DEBUG=true", "", "WORKERS = 8", "NAME=svc"]))

class Shape:
    count = 0

    @classmethod
    def create(cls):
        cls.count += 1
        return cls()

class Circle(Shape): pass
class Square(Shape): pass

Circle.create(); Circle.create(); Square.create()
print(Shape.count, Circle.count, Square.count)

cm = Date.from_string
print(cm.__self__ is Date, cm.__name__, type(Date.__dict__["epoch"]).__name__)
