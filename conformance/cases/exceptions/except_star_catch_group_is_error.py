# except* refuses exception group classes and non-exception classes at run time.

for kind in (ExceptionGroup, BaseExceptionGroup, (ValueError, ExceptionGroup), int, (ValueError, "x")):
    try:
        try:
            raise ExceptionGroup("g", [ValueError(1)])
        except* kind:
            print("caught")
    except TypeError as e:
        print("TypeError:", e, type(e.__context__).__name__)
