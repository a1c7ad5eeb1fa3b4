# Checks that os offers no escape: without a granted filesystem its file functions raise
# PermissionError (os.open too, so no descriptor can exist), the environment is empty, and
# there is no way to run programs.
# expect: ok
# stdout-ends: ['PermissionError'] {} False False False\n
import os

kinds = set()
for attempt in (lambda: os.listdir("/"), lambda: os.stat("/etc/passwd"), lambda: os.getcwd(),
                lambda: os.mkdir("x"), lambda: os.remove("/etc/passwd"), lambda: os.scandir("/"),
                lambda: os.path.exists("/etc/passwd"), lambda: os.chdir("/"), lambda: os.rename("a", "b"),
                lambda: os.open("/etc/passwd", os.O_RDONLY), lambda: os.read(0, 1), lambda: os.fdopen(1)):
    try:
        attempt()
        kinds.add("ran")
    except Exception as e:
        kinds.add(type(e).__name__)
print(sorted(kinds), os.environ, hasattr(os, "system"), hasattr(os, "popen"), hasattr(os, "fork"))
