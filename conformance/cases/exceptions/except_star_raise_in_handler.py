# Exceptions raised in except* clauses join the unhandled rest in a new group; a bare raise
# keeps the original structure; `raise e` counts as a new exception.


def show(e, depth=0):
    pad = "  " * depth
    if isinstance(e, BaseExceptionGroup):
        print(pad + type(e).__name__, repr(e.message), len(e.exceptions))
        for x in e.exceptions:
            show(x, depth + 1)
    else:
        print(pad + repr(e))


def run(label, function):
    print("--", label)
    try:
        function()
        print("returned")
    except BaseException as e:
        show(e)
        if e.__context__ is not None:
            print("context:", repr(e.__context__))


def group():
    return ExceptionGroup("eg", [ValueError(1), TypeError(2), ExceptionGroup("nested", [ValueError(3), OSError(4)])])


def raise_one():
    try:
        raise group()
    except* ValueError:
        raise KeyError("from V")


def raise_two():
    try:
        raise group()
    except* ValueError:
        raise KeyError("from V")
    except* TypeError:
        raise IndexError("from T")


def bare_reraise_all():
    try:
        raise group()
    except* ValueError:
        raise
    except* TypeError:
        raise


def bare_and_new():
    try:
        raise group()
    except* ValueError:
        raise
    except* TypeError:
        raise RuntimeError("new")
    except* OSError:
        pass


def raise_matched():
    try:
        raise group()
    except* ValueError as e:
        raise e


def raise_from():
    try:
        raise group()
    except* (ValueError, TypeError) as e:
        raise RuntimeError("wrapped") from e
    except* OSError:
        pass


def naked_raise_new():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise KeyError("instead")


def naked_bare_raise():
    try:
        raise ValueError("naked")
    except* ValueError:
        raise


def handled_everything():
    try:
        raise group()
    except* ValueError:
        pass
    except* (TypeError, OSError):
        pass


def raise_group_in_handler():
    try:
        raise group()
    except* OSError:
        raise ExceptionGroup("from handler", [ZeroDivisionError()])


def base_exception_in_handler():
    try:
        raise group()
    except* TypeError:
        raise KeyboardInterrupt


for label, function in list(globals().items()):
    if callable(function) and label not in ("show", "run", "group") and not isinstance(function, type):
        run(label, function)


def context_check():
    try:
        raise ExceptionGroup("ctx", [ValueError(1)])
    except* ValueError as matched:
        try:
            raise KeyError("k")
        except KeyError as k:
            print(k.__context__ is matched, repr(k.__context__))


context_check()
