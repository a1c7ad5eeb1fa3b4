"""logging.handlers, as CPython 3.11's module for a sandboxed program: the buffering handlers
(`BufferingHandler`, `MemoryHandler`), `QueueHandler` and `QueueListener` (with no threads, a
started listener hands each record on as it is queued), and the file handlers
(`WatchedFileHandler`, `RotatingFileHandler`, `TimedRotatingFileHandler`) on the filesystem
the host granted. The network handlers (socket, syslog, SMTP, HTTP, NT event log) raise
NotImplementedError: a sandbox has no network."""

import copy
import logging
import os
import time

__all__ = ["BufferingHandler", "MemoryHandler", "QueueHandler", "QueueListener",
           "WatchedFileHandler", "RotatingFileHandler", "TimedRotatingFileHandler",
           "SocketHandler", "DatagramHandler", "SysLogHandler", "SMTPHandler", "HTTPHandler",
           "NTEventLogHandler"]

DEFAULT_TCP_LOGGING_PORT = 9020
DEFAULT_UDP_LOGGING_PORT = 9021
DEFAULT_HTTP_LOGGING_PORT = 9022
DEFAULT_SOAP_LOGGING_PORT = 9023
SYSLOG_UDP_PORT = 514
SYSLOG_TCP_PORT = 514
_MIDNIGHT = 24 * 60 * 60


class BufferingHandler(logging.Handler):
    """Keeps records in `buffer` until `shouldFlush` says to flush (when it holds `capacity`)."""

    def __init__(self, capacity):
        logging.Handler.__init__(self)
        self.capacity = capacity
        self.buffer = []

    def shouldFlush(self, record):
        return len(self.buffer) >= self.capacity

    def emit(self, record):
        self.buffer.append(record)
        if self.shouldFlush(record):
            self.flush()

    def flush(self):
        self.buffer.clear()

    def close(self):
        try:
            self.flush()
        finally:
            logging.Handler.close(self)


class MemoryHandler(BufferingHandler):
    """Buffers records and hands them to `target` when full or when one reaches `flushLevel`."""

    def __init__(self, capacity, flushLevel=logging.ERROR, target=None, flushOnClose=True):
        BufferingHandler.__init__(self, capacity)
        self.flushLevel = flushLevel
        self.target = target
        self.flushOnClose = flushOnClose

    def shouldFlush(self, record):
        return len(self.buffer) >= self.capacity or record.levelno >= self.flushLevel

    def setTarget(self, target):
        self.target = target

    def flush(self):
        if self.target:
            for record in self.buffer:
                self.target.handle(record)
            self.buffer.clear()

    def close(self):
        try:
            if self.flushOnClose:
                self.flush()
        finally:
            self.target = None
            BufferingHandler.close(self)


class QueueHandler(logging.Handler):
    """Puts each record, prepared for pickling (message merged, no args), on a queue."""

    def __init__(self, queue):
        logging.Handler.__init__(self)
        self.queue = queue
        self.listener = None

    def enqueue(self, record):
        self.queue.put_nowait(record)
        for listener in _started_listeners:
            if listener.queue is self.queue:
                listener._drain()

    def prepare(self, record):
        msg = self.format(record)
        record = copy.copy(record)
        record.message = msg
        record.msg = msg
        record.args = None
        record.exc_info = None
        record.exc_text = None
        record.stack_info = None
        return record

    def emit(self, record):
        try:
            self.enqueue(self.prepare(record))
        except Exception:
            self.handleError(record)


_started_listeners = []


class QueueListener:
    """Takes records off a queue and hands them to its handlers. Without threads, a started
    listener does so as soon as a QueueHandler queues a record (and on `stop`)."""

    _sentinel = None

    def __init__(self, queue, *handlers, respect_handler_level=False):
        self.queue = queue
        self.handlers = handlers
        self.respect_handler_level = respect_handler_level
        self._started = False

    def dequeue(self, block):
        return self.queue.get(block)

    def prepare(self, record):
        return record

    def handle(self, record):
        record = self.prepare(record)
        for handler in self.handlers:
            if not self.respect_handler_level or record.levelno >= handler.level:
                handler.handle(record)

    def _drain(self):
        while not self.queue.empty():
            record = self.dequeue(False)
            if record is self._sentinel:
                continue
            self.handle(record)

    def start(self):
        if self._started:
            raise RuntimeError("Listener already started")
        self._started = True
        _started_listeners.append(self)
        self._drain()

    def enqueue_sentinel(self):
        self.queue.put_nowait(self._sentinel)

    def stop(self):
        if self._started:
            self._drain()
            _started_listeners.remove(self)
            self._started = False


class WatchedFileHandler(logging.FileHandler):
    """A FileHandler that reopens its file when it was moved or removed."""

    def reopenIfNeeded(self):
        if self.stream is not None and not os.path.exists(self.baseFilename):
            self.stream.close()
            self.stream = None
            self.stream = self._open()

    def emit(self, record):
        self.reopenIfNeeded()
        logging.FileHandler.emit(self, record)


class BaseRotatingHandler(logging.FileHandler):
    """A FileHandler that rolls its file over when `shouldRollover` says so."""

    namer = None
    rotator = None

    def __init__(self, filename, mode, encoding=None, delay=False, errors=None):
        logging.FileHandler.__init__(self, filename, mode=mode, encoding=encoding,
                                     delay=delay, errors=errors)
        self.mode = mode
        self.encoding = encoding
        self.errors = errors

    def emit(self, record):
        try:
            if self.shouldRollover(record):
                self.doRollover()
            logging.FileHandler.emit(self, record)
        except Exception:
            self.handleError(record)

    def rotation_filename(self, default_name):
        return default_name if not callable(self.namer) else self.namer(default_name)

    def rotate(self, source, dest):
        if not callable(self.rotator):
            if os.path.exists(source):
                os.rename(source, dest)
        else:
            self.rotator(source, dest)


class RotatingFileHandler(BaseRotatingHandler):
    """Rolls over to `name.1`, `name.2`, ... when the file would pass `maxBytes`."""

    def __init__(self, filename, mode="a", maxBytes=0, backupCount=0, encoding=None,
                 delay=False, errors=None):
        if maxBytes > 0:
            mode = "a"
        BaseRotatingHandler.__init__(self, filename, mode, encoding=encoding, delay=delay,
                                     errors=errors)
        self.maxBytes = maxBytes
        self.backupCount = backupCount

    def doRollover(self):
        if self.stream:
            self.stream.close()
            self.stream = None
        if self.backupCount > 0:
            for i in range(self.backupCount - 1, 0, -1):
                source = self.rotation_filename(f"{self.baseFilename}.{i}")
                dest = self.rotation_filename(f"{self.baseFilename}.{i + 1}")
                if os.path.exists(source):
                    if os.path.exists(dest):
                        os.remove(dest)
                    os.rename(source, dest)
            dest = self.rotation_filename(self.baseFilename + ".1")
            if os.path.exists(dest):
                os.remove(dest)
            self.rotate(self.baseFilename, dest)
        if not self.delay:
            self.stream = self._open()

    def shouldRollover(self, record):
        if self.stream is None:
            self.stream = self._open()
        if self.maxBytes > 0:
            pos = self.stream.tell()
            if not pos:
                return False
            msg = "%s\n" % self.format(record)
            if pos + len(msg) >= self.maxBytes:
                return True
        return False


class TimedRotatingFileHandler(BaseRotatingHandler):
    """Rolls over every `interval` units of `when` (S, M, H, D, midnight) by the granted
    clock, keeping `backupCount` old files named with their time."""

    def __init__(self, filename, when="h", interval=1, backupCount=0, encoding=None,
                 delay=False, utc=False, atTime=None, errors=None):
        BaseRotatingHandler.__init__(self, filename, "a", encoding=encoding, delay=delay,
                                     errors=errors)
        self.when = when.upper()
        self.backupCount = backupCount
        self.utc = utc
        self.atTime = atTime
        seconds = {"S": 1, "M": 60, "H": 3600, "D": _MIDNIGHT, "MIDNIGHT": _MIDNIGHT}
        formats = {"S": "%Y-%m-%d_%H-%M-%S", "M": "%Y-%m-%d_%H-%M", "H": "%Y-%m-%d_%H",
                   "D": "%Y-%m-%d", "MIDNIGHT": "%Y-%m-%d"}
        if self.when not in seconds:
            raise ValueError(f"Invalid rollover interval specified: {self.when}")
        self.suffix = formats[self.when]
        self.interval = seconds[self.when] * interval
        self.rolloverAt = self.computeRollover(int(_now()))

    def computeRollover(self, currentTime):
        if self.when == "MIDNIGHT":
            return currentTime - currentTime % _MIDNIGHT + _MIDNIGHT
        return currentTime + self.interval

    def shouldRollover(self, record):
        return int(_now()) >= self.rolloverAt

    def getFilesToDelete(self):
        folder, base = os.path.split(self.baseFilename)
        prefix = base + "."
        found = sorted(os.path.join(folder, name) for name in os.listdir(folder or ".")
                       if name.startswith(prefix))
        if len(found) <= self.backupCount:
            return []
        return found[:len(found) - self.backupCount]

    def doRollover(self):
        if self.stream:
            self.stream.close()
            self.stream = None
        current = int(_now())
        start = self.rolloverAt - self.interval
        stamp = time.gmtime(start) if self.utc else time.localtime(start)
        dest = self.rotation_filename(self.baseFilename + "." + time.strftime(self.suffix, stamp))
        if os.path.exists(dest):
            os.remove(dest)
        self.rotate(self.baseFilename, dest)
        if self.backupCount > 0:
            for name in self.getFilesToDelete():
                os.remove(name)
        if not self.delay:
            self.stream = self._open()
        rollover = self.computeRollover(current)
        while rollover <= current:
            rollover += self.interval
        self.rolloverAt = rollover


def _now():
    return logging._now()


def _no_network(name):
    class Handler(logging.Handler):
        def __init__(self, *args, **kwargs):
            raise NotImplementedError(
                f"logging.handlers.{name} needs the network, which a Garter sandbox does not have"
            )

    Handler.__name__ = Handler.__qualname__ = name
    return Handler


SocketHandler = _no_network("SocketHandler")
DatagramHandler = _no_network("DatagramHandler")
SysLogHandler = _no_network("SysLogHandler")
SMTPHandler = _no_network("SMTPHandler")
HTTPHandler = _no_network("HTTPHandler")
NTEventLogHandler = _no_network("NTEventLogHandler")
