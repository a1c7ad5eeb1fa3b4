# Checks import builtins fails
# expect: prefix ModuleNotFoundError: No module named 'builtins'
import builtins
