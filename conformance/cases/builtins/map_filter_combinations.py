"""map and filter with builtins, lambdas and several iterables."""

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("list(map(str.upper, ['a', 'b']))", lambda: list(map(str.upper, ['a', 'b'])))
show("list(map(int, '123'))", lambda: list(map(int, '123')))
show('list(map(pow, [2, 3], [3, 2]))', lambda: list(map(pow, [2, 3], [3, 2])))
show('list(map(lambda x, y: x - y, [5, 6, 7], [1, 2]))', lambda: list(map(lambda x, y: x - y, [5, 6, 7], [1, 2])))
show("list(filter(None, [0, 1, '', 'a', None, [], [0]]))", lambda: list(filter(None, [0, 1, '', 'a', None, [], [0]])))
show("list(filter(str.isdigit, 'a1b2'))", lambda: list(filter(str.isdigit, 'a1b2')))
show('list(filter(lambda n: n % 2, range(7)))', lambda: list(filter(lambda n: n % 2, range(7))))
show("sum(map(len, ['ab', 'cde']))", lambda: sum(map(len, ['ab', 'cde'])))
show('list(map(abs, (-1, 2, -3)))', lambda: list(map(abs, (-1, 2, -3))))
show('list(map(round, [1.25, 2.5], [1, 0]))', lambda: list(map(round, [1.25, 2.5], [1, 0])))
