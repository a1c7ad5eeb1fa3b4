# Checks bare raise to re-raise the current exception after logging, including from nested helpers.
class TaskError(Exception):
    pass

log = []

def run(task):
    if task < 0:
        raise TaskError(f"negative task {task}")
    if task == 0:
        raise ZeroDivisionError("zero task")
    return 10 // task

def run_logged(task):
    try:
        return run(task)
    except TaskError as e:
        log.append(f"logged {e}")
        raise

for task in [5, -1, 0]:
    try:
        print(task, "->", run_logged(task))
    except TaskError as e:
        print(task, "-> propagated TaskError:", e)
    except ZeroDivisionError as e:
        print(task, "-> unlogged ZeroDivisionError:", e)
print(log)

def reraise_preserves_identity():
    original = TaskError("identity")
    try:
        try:
            raise original
        except TaskError:
            raise
    except TaskError as e:
        return e is original

print(reraise_preserves_identity())

def conditional_reraise(code):
    try:
        raise TaskError(code)
    except TaskError as e:
        if e.args[0] == "ignore":
            return "ignored"
        raise

for code in ["ignore", "fatal"]:
    try:
        print(conditional_reraise(code))
    except TaskError as e:
        print("re-raised:", e)
