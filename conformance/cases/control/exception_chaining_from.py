"""raise ... from ... and implicit chaining set __cause__ and __context__."""


def load(text):
    try:
        return int(text)
    except ValueError as error:
        raise RuntimeError(f"bad config value {text!r}") from error


try:
    load("x1")
except RuntimeError as error:
    print(error, "| cause:", type(error.__cause__).__name__, error.__cause__)
try:
    try:
        {}["k"]
    except KeyError:
        raise TypeError("while handling")
except TypeError as error:
    print(error, "| context:", repr(error.__context__), error.__suppress_context__)
try:
    raise ValueError("quiet") from None
except ValueError as error:
    print(error.__cause__, error.__suppress_context__)
