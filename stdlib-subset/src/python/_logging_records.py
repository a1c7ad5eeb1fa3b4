"""logging's records: `LogRecord` (the message, its arguments, its level, where and when it was
made) and the factory `Logger.makeRecord` calls."""

import collections.abc

from _logging_levels import getLevelName

_clock = None
_startTime = None


def _set_clock(clock):
    """Sets the function records read the time from (logging's: the granted clock, or 0)."""
    global _clock, _startTime
    _clock = clock
    _startTime = clock()


def _basename(pathname):
    return pathname.rsplit("/", 1)[-1]


class LogRecord:
    """One event being logged: what the handlers and formatters read."""

    def __init__(self, name, level, pathname, lineno, msg, args, exc_info, func=None, sinfo=None, **kwargs):
        ct = _clock()
        self.name = name
        self.msg = msg
        if (args and len(args) == 1 and isinstance(args[0], collections.abc.Mapping) and args[0]):
            args = args[0]
        self.args = args
        self.levelname = getLevelName(level)
        self.levelno = level
        self.pathname = pathname
        try:
            self.filename = _basename(pathname)
            self.module = self.filename.rsplit(".", 1)[0] if "." in self.filename else self.filename
        except (TypeError, ValueError, AttributeError):
            self.filename = pathname
            self.module = "Unknown module"
        self.exc_info = exc_info
        self.exc_text = None
        self.stack_info = sinfo
        self.lineno = lineno
        self.funcName = func
        self.created = ct
        self.msecs = int((ct - int(ct)) * 1000) + 0.0
        self.relativeCreated = (self.created - _startTime) * 1000
        self.thread = None
        self.threadName = 'MainThread'
        self.processName = 'MainProcess'
        self.process = None

    def __repr__(self):
        return '<LogRecord: %s, %s, %s, %s, "%s">' % (self.name, self.levelno, self.pathname, self.lineno, self.msg)

    def getMessage(self):
        msg = str(self.msg)
        if self.args:
            msg = msg % self.args
        return msg


_logRecordFactory = LogRecord


def setLogRecordFactory(factory):
    global _logRecordFactory
    _logRecordFactory = factory


def getLogRecordFactory():
    return _logRecordFactory


def makeLogRecord(dict):
    rv = _logRecordFactory(None, None, "", 0, "", (), None, None)
    rv.__dict__.update(dict)
    return rv
