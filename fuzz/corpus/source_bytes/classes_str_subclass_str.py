class Shout(str):
    def __str__(self):
        return self.upper() + "!"


class Plain(str):
    pass


s = Shout("hey")
print(str(s), s, f"{s}", type(str(s)).__name__, repr(s), len(s))
p = Plain("calm")
print(str(p), type(str(p)).__name__, p, p + "!")
from enum import Enum


class Level(str, Enum):
    ERROR = "error"
    INFO = "info"


print(Level.ERROR, str(Level.INFO), f"{Level.ERROR}", Level.ERROR == "error", Level("info"))
