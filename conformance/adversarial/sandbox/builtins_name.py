# Checks the builtins module reached by name runs code with no more reach than the program's
# expect: prefix ModuleNotFoundError: No module named '_garter_host'
__builtins__.exec('import _garter_host')
