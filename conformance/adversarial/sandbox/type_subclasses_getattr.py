# Checks getattr(type, '__subclasses__') does not exist
# expect: prefix AttributeError: type object 'type' has no attribute '__subclasses__'
getattr(type, '__subclasses__')
