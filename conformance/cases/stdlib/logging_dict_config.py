# An agent sets up logging "properly" with logging.config.dictConfig (formatters, a filter,
# stdout/stderr handlers, a memory buffer, per-logger levels), logs its run, and reads the
# errors dictConfig gives for bad configurations.
import io
import logging
import logging.config
import logging.handlers
import sys

buffer = io.StringIO()


class OnlyTools(logging.Filter):
    def filter(self, record):
        return record.name.startswith("agent.tools")


LOGGING = {
    "version": 1,
    "disable_existing_loggers": False,
    "formatters": {
        "plain": {"format": "%(levelname)s %(name)s: %(message)s"},
        "brace": {"format": "[{levelname:<7}] {message}", "style": "{"},
    },
    "filters": {
        "tools_only": {"()": OnlyTools},
        "agent": {"name": "agent"},
    },
    "handlers": {
        "console": {
            "class": "logging.StreamHandler",
            "formatter": "plain",
            "stream": "ext://sys.stdout",
            "level": "INFO",
        },
        "captured": {
            "class": "logging.StreamHandler",
            "formatter": "brace",
            "stream": buffer,
            "filters": ["tools_only"],
        },
        "buffered": {
            "class": "logging.handlers.MemoryHandler",
            "capacity": 3,
            "flushLevel": logging.ERROR,
            "target": "console",
        },
    },
    "loggers": {
        "agent": {"level": "DEBUG", "handlers": ["console", "captured"], "propagate": False},
        "agent.planner": {"level": "WARNING"},
        "audit": {"handlers": ["buffered"], "level": "INFO", "propagate": False},
    },
    "root": {"level": "WARNING", "handlers": []},
}

early = logging.getLogger("early.library")
logging.config.dictConfig(LOGGING)
log = logging.getLogger("agent")
log.debug("debug is below the console's level")
log.info("run started with %d tools", 2)
logging.getLogger("agent.tools.search").info("searching for %r", "garter snakes")
logging.getLogger("agent.tools.search").warning("slow tool: %.1fs", 2.5)
logging.getLogger("agent.planner").info("not shown: the planner logs warnings only")
logging.getLogger("agent.planner").warning("plan changed")
audit = logging.getLogger("audit")
audit.info("call 1")
audit.info("call 2")
print("-- audit records held:", len(audit.handlers[0].buffer))
audit.error("call 3 failed")
print("-- after the error:", len(audit.handlers[0].buffer))
print(early.disabled, log.level, log.propagate, [h.name for h in log.handlers])
print(buffer.getvalue(), end="")

logging.config.dictConfig({"version": 1, "incremental": True, "handlers": {"console": {"level": "ERROR"}}})
log.warning("hidden by the raised handler level")
log.error("still shown")

logging.config.dictConfig({"version": 1, "loggers": {"fresh": {"level": "INFO"}}})
print(log.disabled, logging.getLogger("fresh").level)

memory = logging.handlers.MemoryHandler(2, target=logging.StreamHandler(sys.stdout))
queue_log = logging.getLogger("queued")
queue_log.propagate = False
queue_log.addHandler(memory)
queue_log.warning("one")
print("-- held:", [r.getMessage() for r in memory.buffer])
queue_log.warning("two")
memory.close()

import queue

q = queue.Queue()
listener = logging.handlers.QueueListener(q, logging.StreamHandler(sys.stdout))
qlog = logging.getLogger("via.queue")
qlog.propagate = False
qlog.addHandler(logging.handlers.QueueHandler(q))
listener.start()
qlog.warning("through the queue %s", "handler")
listener.stop()

bad_configs = [
    {},
    {"version": 2},
    {"version": 1, "handlers": {"h": {"class": "logging.NoSuchHandler"}}},
    {"version": 1, "handlers": {"h": {"class": "logging.StreamHandler", "formatter": "missing"}}},
    {"version": 1, "loggers": {"x": {"level": "LOUD"}}},
    {"version": 1, "loggers": {"x": {"handlers": ["nope"]}}},
    {"version": 1, "formatters": {"f": {"format": "%(message)s", "style": "?"}}},
    {"version": 1, "root": {"level": 3.5}},
    {"version": 1, "incremental": True, "handlers": {"ghost": {"level": "INFO"}}},
]
for config in bad_configs:
    try:
        logging.config.dictConfig(config)
        print("accepted", config)
    except Exception as e:
        cause = e.__cause__
        print(type(e).__name__, e, "|", type(cause).__name__ if cause else None, cause if cause else "")
print(logging.config.valid_ident("ok_name"))
try:
    logging.config.valid_ident("not ok")
except ValueError as e:
    print(e)
