"""match statements dispatching parsed commands."""


def handle(command):
    match command.split():
        case ["go", direction]:
            return f"going {direction}"
        case ["take", *items] if items:
            return f"taking {', '.join(items)}"
        case ["quit" | "exit"]:
            return "bye"
        case []:
            return "empty"
        case _:
            return f"unknown: {command!r}"


for c in ["go north", "take lamp key", "take", "exit", "", "dance now"]:
    print(handle(c))
