# A decorator factory whose call fails.
def route(path):
    if not path.startswith("/"):
        raise ValueError("path must start with /")

    def wrap(func):
        return func

    return wrap


@route("/ok")
def ok():
    return 1


@route("bad")
def bad():
    return 2
