"""Augmented assignments between mismatched types."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('exec(\'x = 1\\nx += "a"\')', lambda: exec('x = 1\nx += "a"'))
show("exec('x = [1]\\nx += (2,)\\nprint(x)')", lambda: exec('x = [1]\nx += (2,)\nprint(x)'))
show("exec('x = (1,)\\nx += [2]')", lambda: exec('x = (1,)\nx += [2]'))
show('exec(\'s = "a"\\ns *= 3\\nprint(s)\')', lambda: exec('s = "a"\ns *= 3\nprint(s)'))
show("exec('d = {}\\nd |= [(1, 2)]\\nprint(d)')", lambda: exec('d = {}\nd |= [(1, 2)]\nprint(d)'))
show("exec('d = {}\\nd |= 1')", lambda: exec('d = {}\nd |= 1'))
show("exec('n = 5\\nn //= 0')", lambda: exec('n = 5\nn //= 0'))
show("exec('t = {1}\\nt -= [1]')", lambda: exec('t = {1}\nt -= [1]'))
