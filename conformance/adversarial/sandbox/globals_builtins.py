# Checks the builtins module in globals() exposes no importer to reach internal modules
# expect: prefix AttributeError: module 'builtins' has no attribute '__import__'
globals()['__builtins__'].__import__('_garter_host')
