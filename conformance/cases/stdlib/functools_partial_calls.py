"""functools.partial fixing positional and keyword arguments."""

import functools


def hello(greeting, name, punctuation='!'):
    return f'{greeting}, {name}{punctuation}'


int_base2 = functools.partial(int, base=2)
greet = functools.partial(hello, 'Hi')

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("int_base2('101')", lambda: int_base2('101'))
show("int_base2('101', base=10)", lambda: int_base2('101', base=10))
show("greet('Ann')", lambda: greet('Ann'))
show("greet('Bo', punctuation='?')", lambda: greet('Bo', punctuation='?'))
show('int_base2.keywords', lambda: int_base2.keywords)
show('greet.args', lambda: greet.args)
show('functools.partial(max, 5)(3, 9)', lambda: functools.partial(max, 5)(3, 9))
show("functools.partial(sorted, key=len)(['ccc', 'a', 'bb'])", lambda: functools.partial(sorted, key=len)(['ccc', 'a', 'bb']))
