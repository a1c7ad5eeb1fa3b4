"""Stacked decorators apply bottom-up and run outermost first."""


def tag(name):
    def decorate(func):
        def wrapper(*args):
            return f"<{name}>{func(*args)}</{name}>"

        return wrapper

    return decorate


@tag("b")
@tag("i")
def greet(who):
    return f"hi {who}"


print(greet("ann"))
print(tag("p")(tag("span")(str.upper))("text"))
