# Checks eval does not exist
# expect: prefix NameError: name 'eval' is not defined
eval('1 + 1')
