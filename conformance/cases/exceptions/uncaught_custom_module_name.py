# Checks that an uncaught exception class whose __module__ is not __main__ gets a module prefix in the last line.
class AppError(Exception):
    __module__ = "myapp.errors"

class LocalError(Exception):
    pass

print(AppError.__module__, LocalError.__module__, AppError.__qualname__)
try:
    raise LocalError("local")
except LocalError as e:
    print("caught:", repr(e), type(e).__module__)
err = AppError("disk quota exceeded")
print(repr(err), str(err))
raise err
