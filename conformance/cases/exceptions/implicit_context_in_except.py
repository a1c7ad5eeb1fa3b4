# Checks implicit exception chaining: exceptions raised inside except blocks get __context__ set.
class CleanupError(Exception):
    pass

class ReportError(Exception):
    pass

def risky():
    raise ValueError("original problem")

def handler():
    try:
        risky()
    except ValueError:
        raise ReportError("failed while reporting")

try:
    handler()
except ReportError as e:
    print(type(e).__name__, e)
    print("context:", repr(e.__context__), "cause:", e.__cause__, "suppress:", e.__suppress_context__)

def buggy_handler():
    try:
        {}["missing"]
    except KeyError as ke:
        return undefined_name + str(ke)

try:
    buggy_handler()
except NameError as e:
    print("NameError:", e, "| context:", type(e.__context__).__name__, e.__context__)

def three_levels():
    try:
        try:
            raise CleanupError("level 1")
        except CleanupError:
            raise ReportError("level 2")
    except ReportError:
        raise RuntimeError("level 3")

try:
    three_levels()
except RuntimeError as e:
    chain = []
    cur = e
    while cur is not None:
        chain.append(f"{type(cur).__name__}: {cur}")
        cur = cur.__context__
    print(" -> ".join(chain))

try:
    try:
        raise ValueError("handled")
    except ValueError:
        pass
    raise ReportError("after handled block")
except ReportError as e:
    print("context after completed handler:", e.__context__)

def reraise_same():
    try:
        raise CleanupError("same")
    except CleanupError as e:
        raise e

try:
    reraise_same()
except CleanupError as e:
    print("re-raised same object, context:", e.__context__)

try:
    try:
        raise KeyError("k")
    except KeyError:
        err = ValueError("created inside handler")
    raise err
except ValueError as e:
    print("raised outside handler:", e.__context__)
