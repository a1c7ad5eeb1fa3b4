# Checks ().__class__.__base__.__subclasses__() does not exist
# expect: prefix AttributeError: type object 'object' has no attribute '__subclasses__'
().__class__.__base__.__subclasses__()
