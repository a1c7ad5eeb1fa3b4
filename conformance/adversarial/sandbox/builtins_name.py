# Checks __builtins__ is not reachable by name
# expect: prefix NameError: name '__builtins__' is not defined
__builtins__.open
