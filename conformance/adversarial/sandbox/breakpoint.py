# Checks breakpoint does not exist
# expect: prefix NameError: name 'breakpoint' is not defined
breakpoint()
