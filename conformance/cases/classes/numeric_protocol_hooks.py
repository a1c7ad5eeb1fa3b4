class Meters:
    def __init__(self, value):
        self.value = value

    def __float__(self):
        return float(self.value)

    def __int__(self):
        return int(self.value)

    def __round__(self, ndigits=None):
        return Meters(round(self.value, ndigits))

    def __repr__(self):
        return f"Meters({self.value})"


class Index:
    def __index__(self):
        return 7


class Truncates:
    def __trunc__(self):
        return 3


m = Meters(2.75)
print(float(m), int(m), round(m), round(m, 1), float(Index()), int(Index()), int(Truncates()))


class BadFloat:
    def __float__(self):
        return "no"


for call in [lambda: float(BadFloat()), lambda: float(object()), lambda: int(object()), lambda: round(object())]:
    try:
        call()
    except TypeError as e:
        print("TypeError", e)
