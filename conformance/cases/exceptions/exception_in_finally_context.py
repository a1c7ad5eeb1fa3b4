# Checks exceptions raised inside finally blocks: they replace the pending exception and chain it as context.
class PrimaryError(Exception):
    pass

class CloseError(Exception):
    pass

log = []

def work(fail_body, fail_close):
    try:
        log.append("open")
        if fail_body:
            raise PrimaryError("body failed")
        return "result"
    finally:
        log.append("close")
        if fail_close:
            raise CloseError("close failed")

for fb, fc in [(False, False), (True, False), (False, True), (True, True)]:
    log.clear()
    try:
        print(fb, fc, "->", work(fb, fc), log)
    except (PrimaryError, CloseError) as e:
        ctx = e.__context__
        print(fb, fc, "->", type(e).__name__, e, "| context:", repr(ctx), log)

def finally_swallows():
    try:
        raise PrimaryError("lost")
    finally:
        return "finally return wins"

print(finally_swallows())

def finally_handles_itself():
    try:
        raise PrimaryError("kept")
    finally:
        try:
            raise CloseError("inner")
        except CloseError as inner:
            log.append(f"handled {inner}")

log.clear()
try:
    finally_handles_itself()
except PrimaryError as e:
    print("primary survived:", e, e.__context__, log)

def in_except_then_finally():
    try:
        raise PrimaryError("a")
    except PrimaryError:
        raise CloseError("b")
    finally:
        log.append("finally ran")

log.clear()
try:
    in_except_then_finally()
except CloseError as e:
    print(type(e).__name__, e, "<-", repr(e.__context__), log)

def loop_with_finally():
    results = []
    for i in range(4):
        try:
            if i % 2:
                raise PrimaryError(f"odd {i}")
            results.append(i)
        except PrimaryError as e:
            results.append(str(e))
        finally:
            results.append(f"f{i}")
    return results

print(loop_with_finally())
