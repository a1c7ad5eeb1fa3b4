# Checks a generator's gi_code does not exist
# expect: prefix AttributeError: 'generator' object has no attribute 'gi_code'
def g():
    yield 1
g().gi_code
