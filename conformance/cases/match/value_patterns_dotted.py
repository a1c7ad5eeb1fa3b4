# Checks value patterns using dotted names (class attributes, module-like namespaces) vs captures.
class Color:
    RED = "red"
    GREEN = "green"
    BLUE = "blue"

class Status:
    ACTIVE = 1
    SUSPENDED = 2
    DELETED = 3

class Config:
    class Limits:
        MAX = 100
        MIN = 0

def paint(color):
    match color:
        case Color.RED:
            return "stop"
        case Color.GREEN:
            return "go"
        case Color.BLUE:
            return "calm"
        case _:
            return f"unknown color {color}"

for c in ["red", "green", "blue", "purple"]:
    print(c, "->", paint(c))

def status_name(code):
    match code:
        case Status.ACTIVE:
            return "active"
        case Status.SUSPENDED | Status.DELETED:
            return "inactive"
        case _:
            return "invalid"

print([status_name(c) for c in [1, 2, 3, 4, True]])

def limits(n):
    match n:
        case Config.Limits.MAX:
            return "at max"
        case Config.Limits.MIN:
            return "at min"
    return "in range"

print(limits(100), limits(0), limits(50))

Status.ACTIVE = 9
print("value read at match time:", status_name(9), status_name(1))

class Event:
    def __init__(self, kind, color):
        self.kind = kind
        self.color = color
    def __repr__(self):
        return f"Event({self.kind}, {self.color})"

def react(event):
    match event:
        case Event(kind="click", color=Color.RED):
            return "red click"
        case Event(kind="click"):
            return "other click"
        case Event(color=Color.BLUE):
            return "something blue"
    return "ignored"

for e in [Event("click", "red"), Event("click", "blue"), Event("hover", "blue"), Event("hover", "red")]:
    print(e, "->", react(e))
print([paint(c) for c in (Color.RED, Color.BLUE)])
