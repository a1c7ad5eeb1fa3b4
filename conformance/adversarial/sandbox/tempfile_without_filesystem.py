# Checks that tempfile without a granted filesystem refuses each function with open()'s
# PermissionError naming it (never an AttributeError), while a SpooledTemporaryFile still works
# in memory until it must roll over to a file.
# expect: PermissionError: tempfile.TemporaryFile() needs a filesystem, but this sandbox has none (the host has not granted one)
# stdout-ends: b'in memory'\n
import tempfile

for attempt in (tempfile.gettempdir, tempfile.mkstemp, tempfile.mkdtemp, tempfile.mktemp,
                tempfile.NamedTemporaryFile, tempfile.TemporaryFile, tempfile.TemporaryDirectory,
                lambda: tempfile.mkstemp(dir="/tmp")):
    try:
        attempt()
    except PermissionError as e:
        print(e)
spooled = tempfile.SpooledTemporaryFile(max_size=100)
spooled.write(b"in memory")
spooled.seek(0)
print(spooled.read())
spooled.rollover()
