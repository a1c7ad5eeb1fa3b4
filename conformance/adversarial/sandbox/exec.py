# Checks exec does not exist
# expect: prefix NameError: name 'exec' is not defined
exec('x = 1')
