# Checks that os offers no escape: without a granted filesystem its file functions raise
# PermissionError, the environment is empty, and there is no way to run programs or reach
# descriptors.
# expect: ok
# stdout-ends: ['PermissionError'] {} False False False False\n
import os

kinds = set()
for attempt in (lambda: os.listdir("/"), lambda: os.stat("/etc/passwd"), lambda: os.getcwd(),
                lambda: os.mkdir("x"), lambda: os.remove("/etc/passwd"), lambda: os.scandir("/"),
                lambda: os.path.exists("/etc/passwd"), lambda: os.chdir("/"), lambda: os.rename("a", "b")):
    try:
        attempt()
        kinds.add("ran")
    except Exception as e:
        kinds.add(type(e).__name__)
print(sorted(kinds), os.environ, hasattr(os, "system"), hasattr(os, "popen"), hasattr(os, "fork"), hasattr(os, "open"))
