# Checks open() reached through the builtins module is refused without a granted filesystem
# expect: prefix PermissionError: open() needs a filesystem
import builtins
builtins.open('/etc/passwd').read()
