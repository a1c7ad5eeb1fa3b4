# Checks the importer the builtins module in globals() exposes cannot reach internal modules
# expect: prefix ModuleNotFoundError: No module named '_garter_host'
globals()['__builtins__'].__import__('_garter_host')
