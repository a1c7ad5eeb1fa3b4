# Checks walking __mro__ to object and asking for __subclasses__ fails cleanly
# expect: prefix AttributeError: type object 'object' has no attribute '__subclasses__'
[].__class__.__mro__[-1].__subclasses__()
