# Checks bare raise after a nested handler finished, with finally blocks, and inside batch loops.
class TaskError(Exception):
    pass

log = []

def run(task):
    if task < 0:
        raise TaskError(f"negative task {task}")
    return 10 // task

def reraise_after_other_handled():
    try:
        raise TaskError("outer")
    except TaskError:
        try:
            raise ValueError("inner")
        except ValueError:
            pass
        raise

try:
    reraise_after_other_handled()
except Exception as e:
    print(type(e).__name__, e)

def reraise_in_finally_context():
    try:
        raise TaskError("pending")
    except TaskError:
        log.append("cleanup")
        raise
    finally:
        log.append("finally")

log.clear()
try:
    reraise_in_finally_context()
except TaskError as e:
    print(e, log, e.__context__)

def wrap_and_reraise(items):
    done = []
    for item in items:
        try:
            done.append(run(item))
        except ZeroDivisionError:
            done.append(None)
        except TaskError:
            print("  aborting at", item, "after", done)
            raise
    return done

for items in [[1, 2, 0, 5], [2, -3, 4]]:
    try:
        print(wrap_and_reraise(items))
    except TaskError as e:
        print("batch failed:", e)

def reraise_outside_handler():
    try:
        raise TaskError("gone")
    except TaskError:
        pass
    raise

try:
    reraise_outside_handler()
except RuntimeError as e:
    print("RuntimeError:", e)
