"""iter(callable, sentinel) stops at the sentinel value."""

def counter():
    state = [0]

    def step():
        state[0] += 1
        return state[0]

    return step


lines = ['stop', 'c', 'b', 'a']

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show('list(iter(counter(), 4))', lambda: list(iter(counter(), 4)))
show("list(iter(lines.pop, 'stop'))", lambda: list(iter(lines.pop, 'stop')))
show('next(iter([10, 20]))', lambda: next(iter([10, 20])))
show("list(iter(iter('ab')))", lambda: list(iter(iter('ab'))))
show("next(iter([]), 'done')", lambda: next(iter([]), 'done'))
