"""The exceptions garter raises. Every one carries ``stdout`` and ``stderr``: what the program
printed, and wrote to ``sys.stderr``, before it stopped."""

import builtins


class GarterError(Exception):
    """Base of the errors garter raises."""

    def __init__(self, message: str, *, stdout: str = "", stderr: str = "") -> None:
        super().__init__(message)
        self.message = message
        self.stdout = stdout
        self.stderr = stderr


class SyntaxError(GarterError, builtins.SyntaxError):  # noqa: A001 - garter.SyntaxError by design
    """The program does not parse or compile. ``line`` and ``column`` are 1-based; ``report`` is
    CPython's full report (the line, a caret, ``SyntaxError: ...``)."""

    def __init__(
        self,
        message: str,
        *,
        line: int,
        column: int,
        text: str = "",
        filename: str = "<sandbox>",
        report: str = "",
        stdout: str = "",
        stderr: str = "",
    ) -> None:
        builtins.SyntaxError.__init__(self, message, (filename, line, column, text))
        self.message = message
        self.line = line
        self.column = column
        self.report = report
        self.stdout = stdout
        self.stderr = stderr

    def __str__(self) -> str:
        return f"{self.message} (line {self.line}, column {self.column})"


class PythonError(GarterError):
    """The program raised an exception it did not catch: ``type_name`` (``'ValueError'``),
    ``message``, and ``traceback`` in CPython's format. ``str()`` is the traceback's last line."""

    def __init__(
        self,
        message: str,
        *,
        type_name: str,
        traceback: str,
        exit_code: "int | None" = None,
        stdout: str = "",
        stderr: str = "",
    ) -> None:
        super().__init__(message, stdout=stdout, stderr=stderr)
        self.type_name = type_name
        self.traceback = traceback
        self.exit_code = exit_code

    def __str__(self) -> str:
        return f"{self.type_name}: {self.message}" if self.message else self.type_name


class LimitExceeded(GarterError):
    """A limit stopped the run: ``limit`` is ``'steps'``, ``'memory'`` or ``'time'``."""

    def __init__(self, message: str, *, limit: str, stdout: str = "", stderr: str = "") -> None:
        super().__init__(message, stdout=stdout, stderr=stderr)
        self.limit = limit


class ConversionError(GarterError, TypeError):
    """A value cannot cross between the host and the sandbox (a sandbox-made object, a host
    object of a type the sandbox does not have)."""
