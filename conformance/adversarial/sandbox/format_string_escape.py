# Checks str.format attribute access cannot reach __subclasses__
# expect: prefix AttributeError: type object 'object' has no attribute '__subclasses__'
'{0.__class__.__base__.__subclasses__}'.format(0)
