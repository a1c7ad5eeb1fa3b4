"""ChainMap lookups through layers and writes to the first."""

from collections import ChainMap

defaults = {'color': 'red', 'user': 'guest'}
overrides = {'color': 'black'}
cm = ChainMap(overrides, defaults)

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("cm['color']", lambda: cm['color'])
show("cm['user']", lambda: cm['user'])
show("(cm.__setitem__('color', 'green'), defaults['color'], overrides['color'])[1:]", lambda: (cm.__setitem__('color', 'green'), defaults['color'], overrides['color'])[1:])
show('sorted(cm)', lambda: sorted(cm))
show('len(cm)', lambda: len(cm))
show("cm.new_child({'color': 'blue'})['color']", lambda: cm.new_child({'color': 'blue'})['color'])
show("cm.parents['color']", lambda: cm.parents['color'])
show('dict(cm.maps[0])', lambda: dict(cm.maps[0]))
