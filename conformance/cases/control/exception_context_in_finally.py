# Checks exceptions raised in handlers and finally blocks, and the implicit __context__ they carry.
def f8():
    try:
        raise KeyError("original")
    except KeyError:
        raise ValueError("from handler")
    finally:
        print("f8 finally")
try:
    f8()
except ValueError as e:
    print(type(e).__name__, e, type(e.__context__).__name__, e.__context__)
def f9():
    try:
        try:
            raise TypeError("inner")
        finally:
            print("inner finally")
    except TypeError as e:
        return f"caught {e}"
    finally:
        print("outer finally")
print(f9())
def replaced_in_finally():
    try:
        raise ValueError("lost")
    finally:
        raise RuntimeError("replacement")
try:
    replaced_in_finally()
except RuntimeError as e:
    print(type(e).__name__, e, "context:", repr(e.__context__))
except ValueError:
    print("never")
def error_in_else():
    try:
        pass
    except Exception:
        return "handler"
    else:
        raise IndexError("raised in else")
    finally:
        print("finally after else")
try:
    error_in_else()
except IndexError as e:
    print(type(e).__name__, e, e.__context__)
def handler_chain():
    try:
        1 / 0
    except ZeroDivisionError:
        try:
            {}["missing"]
        except KeyError as inner:
            return type(inner.__context__).__name__, repr(inner)
print(handler_chain())
