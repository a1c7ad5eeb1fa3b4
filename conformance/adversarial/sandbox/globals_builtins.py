# Checks globals() holds no __builtins__
# expect: prefix KeyError: '__builtins__'
globals()['__builtins__']
