# A decorator that raises: the module frame shows the `@` line.
def register(func):
    raise RuntimeError(f"cannot register {func.__name__}")


def plain(func):
    return func


@plain
@register
def handler():
    return 1
