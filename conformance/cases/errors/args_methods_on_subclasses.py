"""Argument-count errors of builtin methods called on subclass instances, bools and unbound."""

class L(list): pass
class D(dict): pass
class S(str): pass
class I(int): pass
calls = ["L().append()", "L().copy(1)", "D().items(1)", "D().get()", "S('a').upper(1)", "S('a').zfill()", "I(1).bit_length(1)",
         "True.bit_length(1)", "True.conjugate(1)", "L().append(x=1)", "D().get(key=1)", "S('a').join()", "list.append([])",
         "dict.items({}, 1)", "str.join('a')", "bytearray().copy(1)", "memoryview(b'a').tolist(1)", "range(3).count()",
         "range(3).index()", "(1.5).is_integer(1)", "slice(1).indices()", "(1+2j).conjugate(1)"]
for src in calls:
    try:
        result = eval(src)
    except Exception as e:
        print(src, "->", type(e).__name__, e)
    else:
        print(src, "=>", repr(result))
