# Checks the sandbox's sys module exposes nothing of the host or the interpreter: no frames, internal modules, path, argv or environment
# expect: ok
# stdout-ends: [''] [] [] False False False False\n
import sys
print(
    sys.argv,
    sys.path,
    [name for name in sys.modules if name.startswith("_garter")],
    hasattr(sys, "_getframe"),
    hasattr(sys, "settrace"),
    hasattr(sys, "exc_info") and False,
    any(hasattr(sys, name) for name in ("environ", "executable_path", "meta_path", "path_hooks", "setprofile")),
)
