# Checks that importing a missing module raises ModuleNotFoundError (an ImportError).
try:
    import some_missing_module
except ModuleNotFoundError as e:
    print(type(e).__name__)
    print(e.name)
    print(isinstance(e, ImportError))

try:
    import another_missing_module_xyz
except ImportError as e:
    print("caught as ImportError:", type(e).__name__, e.name)

fallback_used = False
try:
    import some_missing_module
except ModuleNotFoundError:
    fallback_used = True
print("fallback used:", fallback_used)
