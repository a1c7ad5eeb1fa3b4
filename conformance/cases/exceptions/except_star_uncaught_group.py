# An uncaught exception group: the last line of the report closes its nested boxes.


def fail():
    try:
        raise ExceptionGroup("batch", [ValueError(1), TypeError(2), ExceptionGroup("more", [KeyError(3)])])
    except* ValueError:
        print("handled the ValueError")
        raise RuntimeError("while handling")


print("start")
fail()
