"""copy.copy shares nested objects; copy.deepcopy does not."""

import copy

original = {'list': [1, 2, 3], 'n': 1}
shallow = copy.copy(original)
deep = copy.deepcopy(original)
cyclic = []
cyclic.append(cyclic)

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("shallow['list'] is original['list']", lambda: shallow['list'] is original['list'])
show("deep['list'] is original['list']", lambda: deep['list'] is original['list'])
show("(original['list'].append(4), shallow['list'], deep['list'])[1:]", lambda: (original['list'].append(4), shallow['list'], deep['list'])[1:])
show('copy.copy([1, [2]])[1] is copy.copy([1, [2]])[1]', lambda: copy.copy([1, [2]])[1] is copy.copy([1, [2]])[1])
show('copy.deepcopy((1, 2)) == (1, 2)', lambda: copy.deepcopy((1, 2)) == (1, 2))
show('copy.deepcopy(cyclic)[0] is not cyclic', lambda: copy.deepcopy(cyclic)[0] is not cyclic)
