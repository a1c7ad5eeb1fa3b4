# Checks that except clauses match by class hierarchy and the first matching clause wins.
def which(exc):
    try:
        raise exc
    except KeyError:
        return "KeyError"
    except LookupError:
        return "LookupError"
    except ArithmeticError:
        return "ArithmeticError"
    except ValueError:
        return "ValueError"
    except Exception:
        return "Exception"
for exc in [KeyError("k"), IndexError("i"), ZeroDivisionError(), OverflowError(), ValueError(),
            UnicodeDecodeError("utf-8", b"\xff", 0, 1, "bad"), TypeError(), RuntimeError(), NotImplementedError(),
            RecursionError(), StopIteration(), AttributeError(), NameError(), UnboundLocalError(), AssertionError()]:
    print(type(exc).__name__, "->", which(exc))
chain = [UnboundLocalError, NameError, Exception, BaseException]
print([issubclass(UnboundLocalError, c) for c in chain])
print(issubclass(RecursionError, RuntimeError), issubclass(NotImplementedError, RuntimeError), issubclass(UnicodeError, ValueError))
print(issubclass(KeyboardInterrupt, Exception), issubclass(KeyboardInterrupt, BaseException), issubclass(SystemExit, Exception))
print(issubclass(StopIteration, Exception), issubclass(GeneratorExit, Exception), issubclass(FloatingPointError, ArithmeticError))
try:
    raise IndexError("deep")
except (TypeError, LookupError) as e:
    print("tuple matched", type(e).__name__, e)
def nested(kind):
    try:
        try:
            raise kind("inner")
        except ValueError:
            return "inner handler"
    except Exception as e:
        return f"outer handler: {type(e).__name__}"
print(nested(ValueError), nested(TypeError), nested(UnicodeError))
try:
    try:
        raise KeyError("x")
    except IndexError:
        print("wrong handler")
except KeyError as e:
    print("propagated", repr(e))
