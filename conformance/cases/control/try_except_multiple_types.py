"""Catching several exception types in one handler and in separate ones."""


def parse(value):
    try:
        return 100 / int(value)
    except (ValueError, TypeError) as error:
        return f"bad input: {type(error).__name__}"
    except ZeroDivisionError:
        return "division by zero"


print([parse(v) for v in ["4", "0", "x", None, 3.9]])
