"""A class decorator registering classes in a lookup table."""

HANDLERS = {}


def handles(*kinds):
    def register(cls):
        for kind in kinds:
            HANDLERS[kind] = cls
        return cls

    return register


@handles("png", "jpg")
class ImageHandler:
    pass


@handles("txt")
class TextHandler:
    pass


print({k: v.__name__ for k, v in sorted(HANDLERS.items())})
print(HANDLERS.get("gif", TextHandler).__name__)
