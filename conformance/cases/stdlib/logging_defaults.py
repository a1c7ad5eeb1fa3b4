"""logging before any configuration: the last-resort handler, then basicConfig made by the
module-level functions, levels and names, records and their repr."""
import logging
import sys

lib = logging.getLogger("lib")
lib.info("info is below the default WARNING level")
lib.warning("no handler anywhere: the last resort prints only the message")
print(lib.hasHandlers(), logging.root.handlers)
logging.info("still below WARNING")
logging.warning("module-level call configures the root logger")
print(logging.root.handlers, lib.hasHandlers())
lib.error("now through root's handler: %s=%r", "key", [1, 2])
print(logging.getLevelNamesMapping()["WARN"], logging.getLevelName(logging.CRITICAL), logging.getLevelName(7))
logging.addLevelName(25, "NOTICE")
logging.log(25, "custom level")
print(logging.getLevelName(25), logging.getLevelName("NOTICE"))
for bad in (None, 1.5):
    try:
        logging.getLogger("x").setLevel(bad)
    except TypeError as e:
        print("TypeError:", e)
try:
    logging.getLogger("x").log("INFO", "m")
except TypeError as e:
    print("TypeError:", e)
try:
    logging.getLogger(3)
except TypeError as e:
    print("TypeError:", e)
record = logging.LogRecord("n", logging.INFO, "/a/b/c.py", 10, "hello %s", ("you",), None)
print(record, record.getMessage(), record.filename, record.module, record.levelname)
print(logging.getLogger("a.b.c").parent, logging.getLogger("a").parent)
print(logging.getLogger("a.b.c").parent is logging.getLogger("a"))
print(logging.getLogger("a.b").parent is logging.getLogger("a"), logging.getLogger("a.b.c").parent.name)
try:
    logging.getLogger("y").info("x", extra={"message": 1})
    logging.getLogger("y").warning("x", extra={"name": 1})
except KeyError as e:
    print("KeyError:", e)
print("done", file=sys.stderr)
