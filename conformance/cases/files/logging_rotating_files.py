# logging.handlers.RotatingFileHandler and WatchedFileHandler on the granted filesystem: a run
# log that rolls over by size and keeps two backups.
import logging
import logging.handlers
import os

log = logging.getLogger("run")
log.setLevel(logging.INFO)
log.propagate = False
handler = logging.handlers.RotatingFileHandler("run.log", maxBytes=60, backupCount=2)
handler.setFormatter(logging.Formatter("%(levelname)s %(message)s"))
log.addHandler(handler)
for step in range(9):
    log.info("step %d finished with status %s", step, "ok" if step % 3 else "retry")
handler.close()
for name in sorted(os.listdir(".")):
    with open(name) as f:
        print(name, repr(f.read()))

watched = logging.handlers.WatchedFileHandler("watched.log")
other = logging.getLogger("watched")
other.propagate = False
other.addHandler(watched)
other.warning("first")
os.remove("watched.log")
other.warning("second, after the file was removed")
watched.close()
with open("watched.log") as f:
    print(repr(f.read()))
