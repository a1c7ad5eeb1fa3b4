"""IOError and EnvironmentError are OSError, as in CPython 3."""
print(IOError is OSError, EnvironmentError, "IOError" in dir(__builtins__) if not isinstance(__builtins__, dict) else True)
try:
    raise IOError(2, "No such file")
except OSError as e:
    print(type(e).__name__, e.errno, e)
import builtins
print(builtins.IOError is OSError)
