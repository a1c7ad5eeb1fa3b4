# Checks an exception from __hash__ of a dict key propagates
# expect: ValueError: no hash for you
class K:
    def __hash__(self):
        raise ValueError('no hash for you')
d = {K(): 1}
