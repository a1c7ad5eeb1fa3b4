# Checks open does not exist
# expect: prefix NameError: name 'open' is not defined
open('/etc/passwd')
