# Checks that BaseException subclasses bypass except Exception, and KeyboardInterrupt-like shutdown signals.
class Shutdown(BaseException):
    pass

class Normal(Exception):
    pass

def worker(signal):
    if signal == "shutdown":
        raise Shutdown("graceful stop requested")
    if signal == "error":
        raise Normal("recoverable")
    return f"handled {signal}"

def safe_run(signal):
    try:
        return worker(signal)
    except Exception as e:
        return f"swallowed {type(e).__name__}: {e}"

for sig in ["ping", "error"]:
    print(safe_run(sig))
try:
    safe_run("shutdown")
except Shutdown as e:
    print("escaped except Exception:", e)

try:
    worker("shutdown")
except BaseException as e:
    print("BaseException catches", type(e).__name__, isinstance(e, Exception))

print(issubclass(Shutdown, Exception), issubclass(Shutdown, BaseException))
print([c.__name__ for c in Shutdown.__mro__])
print([c.__name__ for c in KeyboardInterrupt.__mro__], [c.__name__ for c in SystemExit.__mro__])

events = ["a", "b", "shutdown", "c"]
processed = []
try:
    for ev in events:
        try:
            processed.append(worker(ev))
        except Exception:
            processed.append("error")
        finally:
            processed.append(f"finally {ev}")
except Shutdown as s:
    processed.append(f"stopped: {s}")
print(processed)

def exit_like(code):
    try:
        raise SystemExit(code)
    except SystemExit as e:
        return e.code, e.args

print(exit_like(3), exit_like("msg"), exit_like(None))

try:
    try:
        raise KeyboardInterrupt
    except Exception:
        print("not reached")
except KeyboardInterrupt as k:
    print("KeyboardInterrupt caught separately", repr(k), k.args)
