"""Unary -, + and ~ on values of builtin types."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('-1', lambda: -1)
show('-2.5', lambda: -2.5)
show("-'s'", lambda: -'s')
show('-[1]', lambda: -[1])
show('-(1,)', lambda: -(1,))
show('-{1: 2}', lambda: -{1: 2})
show('-{1}', lambda: -{1})
show('-None', lambda: -None)
show("-b'b'", lambda: -b'b')
show('-True', lambda: -True)
show('+1', lambda: +1)
show('+2.5', lambda: +2.5)
show("+'s'", lambda: +'s')
show('+[1]', lambda: +[1])
show('+(1,)', lambda: +(1,))
show('+{1: 2}', lambda: +{1: 2})
show('+{1}', lambda: +{1})
show('+None', lambda: +None)
show("+b'b'", lambda: +b'b')
show('+True', lambda: +True)
show('~1', lambda: ~1)
show('~2.5', lambda: ~2.5)
show("~'s'", lambda: ~'s')
show('~[1]', lambda: ~[1])
show('~(1,)', lambda: ~(1,))
show('~{1: 2}', lambda: ~{1: 2})
show('~{1}', lambda: ~{1})
show('~None', lambda: ~None)
show("~b'b'", lambda: ~b'b')
show('~True', lambda: ~True)
