# Checks __import__ does not exist
# expect: prefix NameError: name '__import__' is not defined
__import__('os')
