"""`TestCase.assertLogs` and `assertNoLogs`: a context manager that replaces a logger's
handlers by one collecting its records (and their `LEVEL:name:message` lines) while the block
runs, then checks that something (or nothing) was logged at the level asked or above."""

import collections
import logging

__name__ = "unittest._log"

_LoggingWatcher = collections.namedtuple("_LoggingWatcher", ["records", "output"])


class _CapturingHandler(logging.Handler):
    """Keeps each record it handles, and the line it formats, in `watcher`."""

    def __init__(self):
        super().__init__()
        self.watcher = _LoggingWatcher([], [])

    def flush(self):
        pass

    def emit(self, record):
        self.watcher.records.append(record)
        self.watcher.output.append(self.format(record))


class _AssertLogsContext:
    """What `assertLogs` (and, with `no_logs`, `assertNoLogs`) return."""

    LOGGING_FORMAT = "%(levelname)s:%(name)s:%(message)s"

    def __init__(self, test_case, logger_name, level, no_logs):
        self.test_case = test_case
        self.logger_name = logger_name
        self.level = logging.getLevelNamesMapping().get(level, level) if level else logging.INFO
        self.msg = None
        self.no_logs = no_logs

    def __enter__(self):
        if isinstance(self.logger_name, logging.Logger):
            self.logger = self.logger_name
        else:
            self.logger = logging.getLogger(self.logger_name)
        handler = _CapturingHandler()
        handler.setLevel(self.level)
        handler.setFormatter(logging.Formatter(self.LOGGING_FORMAT))
        self.watcher = handler.watcher
        self.saved = (self.logger.handlers[:], self.logger.level, self.logger.propagate)
        self.logger.handlers = [handler]
        self.logger.setLevel(self.level)
        self.logger.propagate = False
        return None if self.no_logs else handler.watcher

    def __exit__(self, exc_type, exc_value, tb):
        handlers, level, propagate = self.saved
        self.logger.handlers = handlers
        self.logger.propagate = propagate
        self.logger.setLevel(level)
        if exc_type is not None:
            return False
        if self.no_logs:
            if self.watcher.records:
                self._raiseFailure(f"Unexpected logs found: {self.watcher.output!r}")
        elif not self.watcher.records:
            self._raiseFailure(f"no logs of level {logging.getLevelName(self.level)} or higher triggered on "
                               f"{self.logger.name}")
        return None

    def _raiseFailure(self, standardMsg):
        raise self.test_case.failureException(self.test_case._formatMessage(self.msg, standardMsg))
