# Checks compile does not exist
# expect: prefix NameError: name 'compile' is not defined
compile('1', '<s>', 'eval')
