# Checks multiple except clauses, tuples of types, first-match order and unmatched propagation.
def classify(exc):
    try:
        raise exc
    except (KeyError, IndexError) as e:
        return f"lookup tuple: {type(e).__name__}"
    except ZeroDivisionError:
        return "zero"
    except ArithmeticError as e:
        return f"arith: {type(e).__name__}"
    except (TypeError, ValueError):
        return "type or value"

for exc in [KeyError("k"), IndexError(0), ZeroDivisionError(), OverflowError(), TypeError(), ValueError()]:
    print(classify(exc))

try:
    classify(RuntimeError("unmatched"))
except RuntimeError as e:
    print("propagated:", e)

errors_to_catch = (AttributeError, NameError)
try:
    None.missing
except errors_to_catch as e:
    print("caught via tuple variable:", type(e).__name__)

def bare_except():
    try:
        raise OSError("os")
    except:
        return "bare except caught it"

print(bare_except())

def except_exception_variable_scope():
    try:
        raise ValueError("scoped")
    except ValueError as err:
        message = str(err)
    try:
        return message, err
    except NameError as e:
        return message, f"err was deleted: {e}"

print(except_exception_variable_scope())
caught = []
for exc in [ValueError, TypeError, KeyError]:
    try:
        raise exc("x")
    except ValueError:
        caught.append("V")
    except TypeError:
        caught.append("T")
    except Exception:
        caught.append("E")
print(caught)
