# Checks open() without a granted filesystem refuses at once, naming the missing grant
# expect: PermissionError: open() needs a filesystem, but this sandbox has none (the host has not granted one)
open('/etc/passwd')
