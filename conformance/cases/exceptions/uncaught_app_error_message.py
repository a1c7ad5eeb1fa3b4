# Checks an uncaught user exception with a message ends the program with the __main__.-qualified last line.
class AppError(Exception):
    pass

def step(name, ok=True):
    print("running", name)
    if not ok:
        raise AppError("bad thing")
    return name

done = [step("load"), step("transform")]
print("done so far:", done)
try:
    step("validate", ok=False)
except AppError as e:
    print("recovered from:", repr(e))
step("save", ok=False)
print("never printed")
