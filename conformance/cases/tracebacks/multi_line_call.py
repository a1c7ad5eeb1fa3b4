# A call spread over several lines: only its first line is shown, marked to the line's end.
def build(name, size, colour):
    return name + size + colour


shape = build(
    "square",
    4,
    "red",
)
