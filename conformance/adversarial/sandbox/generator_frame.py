# Checks a generator's gi_frame does not exist
# expect: prefix AttributeError: 'generator' object has no attribute 'gi_frame'
def g():
    yield 1
g().gi_frame
