# Exceptions raised and caught in a loop: custom classes, finally, re-raise, chaining.
class AppError(Exception):
    def __init__(self, code, msg):
        super().__init__(msg)
        self.code = code


class RetryError(AppError):
    pass


def risky(i):
    if i % 3 == 0:
        raise RetryError(i % 7, "retry")
    if i % 5 == 0:
        raise KeyError(i)
    if i % 11 == 0:
        return 1 // 0
    return i


def wrapped(i):
    try:
        return risky(i)
    except ZeroDivisionError as e:
        raise AppError(99, "wrapped") from e


caught = {"retry": 0, "key": 0, "app": 0, "ok": 0, "finally": 0}
codes = 0
for i in range(150000):
    try:
        wrapped(i)
        caught["ok"] += 1
    except RetryError as e:
        caught["retry"] += 1
        codes += e.code
    except AppError as e:
        caught["app"] += 1
        codes += e.code + (e.__cause__ is not None)
    except LookupError:
        caught["key"] += 1
    finally:
        caught["finally"] += 1
print(caught, codes)

msg = ""
try:
    try:
        {}["missing"]
    except KeyError:
        raise ValueError("inner")
except ValueError as e:
    msg = f"{e!r} ctx={e.__context__!r}"
print(msg)
