"""defaultdict with list, int, set and lambda factories."""

from collections import defaultdict

groups = defaultdict(list)
counts = defaultdict(int)
tags = defaultdict(set)
nested = defaultdict(lambda: defaultdict(int))

def show(label, compute):
    try:
        value = compute()
    except Exception as error:
        print(f"{label} -> {type(error).__name__}: {error}")
    else:
        print(f"{label} = {value!r}")


show("(groups['a'].append(1), dict(groups))[1]", lambda: (groups['a'].append(1), dict(groups))[1])
show("(counts.__setitem__('x', counts['x'] + 1), dict(counts))[1]", lambda: (counts.__setitem__('x', counts['x'] + 1), dict(counts))[1])
show("counts['never']", lambda: counts['never'])
show('dict(counts)', lambda: dict(counts))
show("(tags['k'].add('v'), dict(tags))[1]", lambda: (tags['k'].add('v'), dict(tags))[1])
show("nested['a']['b']", lambda: nested['a']['b'])
show("'zz' in groups", lambda: 'zz' in groups)
show("groups.get('zz')", lambda: groups.get('zz'))
show('groups.default_factory is list', lambda: groups.default_factory is list)
