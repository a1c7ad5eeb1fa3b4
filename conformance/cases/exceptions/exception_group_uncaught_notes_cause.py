# An uncaught group with a cause, holding a group with a note.
def f():
    excs = [OSError('error 1'), SystemError('error 2')]
    raise ExceptionGroup('there were problems', excs)
def g():
    try:
        f()
    except Exception as e:
        e.add_note("note one\nsecond line")
        raise ExceptionGroup("outer", [e, ValueError("v")]) from ValueError("cause")
g()
