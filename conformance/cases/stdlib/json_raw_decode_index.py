# JSONDecoder.raw_decode: the value and where it ends, from a start index; a negative index
# and a non-str document are refused as CPython's scanner refuses them.
import json


def show(*args):
    try:
        print(repr(json.JSONDecoder().raw_decode(*args)))
    except json.JSONDecodeError as e:
        print("JSONDecodeError", e.msg, e.pos)
    except (ValueError, TypeError) as e:
        print(type(e).__name__, e)


show('[1] x')
show(' [1] x')
show('x[1] y', 1)
show('[1]', 3)
show('[1]', 10)
show('[1]', -1)
show('[1]', -10)
show(5)
show(b'[1]')
show(None, 0)
