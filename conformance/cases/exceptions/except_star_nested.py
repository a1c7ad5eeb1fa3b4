# Nested try/except* statements, except* with finally and else, in functions, loops and
# generators.


def show(e, depth=0):
    pad = "  " * depth
    if isinstance(e, BaseExceptionGroup):
        print(pad + type(e).__name__, repr(e.message), len(e.exceptions))
        for x in e.exceptions:
            show(x, depth + 1)
    else:
        print(pad + repr(e))


def inner():
    try:
        raise ExceptionGroup("inner", [ValueError(1), TypeError(2), KeyError(3)])
    except* ValueError as e:
        print("inner caught", repr(e))


def outer():
    try:
        inner()
    except* TypeError as e:
        print("outer caught")
        show(e, 1)
    finally:
        print("outer finally")


try:
    outer()
except* KeyError as e:
    print("top caught")
    show(e, 1)

for i in range(4):
    try:
        try:
            if i % 2:
                raise ExceptionGroup("loop", [ValueError(i), KeyError(i)])
            print("no error", i)
        except* ValueError as e:
            print("values", repr(e))
            for j in range(3):
                if j == 1:
                    continue
                if j == 2:
                    break
                print("inner loop", j)
        else:
            print("else", i)
        finally:
            print("finally", i)
    except* KeyError as e:
        print("keys", repr(e))


def gen():
    for i in range(3):
        try:
            yield i
            raise ExceptionGroup("gen", [ValueError(i)])
        except* ValueError as e:
            yield repr(e)


print(list(gen()))


def nested_handlers():
    try:
        raise ExceptionGroup("a", [ValueError("a1"), TypeError("a2")])
    except* ValueError as outer_match:
        try:
            raise ExceptionGroup("b", [KeyError("b1"), TypeError("b2")])
        except* KeyError as inner_match:
            print("inner", repr(inner_match), repr(inner_match.__context__))
        print("after inner", repr(outer_match))


try:
    nested_handlers()
except ExceptionGroup as e:
    show(e)
    print(repr(e.exceptions[0].__context__))

try:
    try:
        raise ExceptionGroup("nothing matches", [ValueError()])
    except* TypeError:
        print("not here")
    except* KeyError:
        print("nor here")
except ExceptionGroup as e:
    print("propagated as is:", repr(e))

try:
    raise ExceptionGroup("tuple", [ValueError(1), TypeError(2), OSError(3)])
except* (ValueError, TypeError) as e:
    print("tuple match", repr(e))
except* Exception as e:
    print("rest", repr(e))


class Custom(Exception):
    pass


try:
    raise ExceptionGroup("custom", [Custom("c"), ValueError("v")])
except* Custom as e:
    print("custom", repr(e))
except* ValueError as e:
    print("value", repr(e))
