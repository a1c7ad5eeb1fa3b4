"""Garter: a small, fast, safe Python interpreter for code mode.

An agent writes Python that calls the host's tools; Garter runs it in a sandbox with no
filesystem, network, environment or clock unless granted, under hard limits::

    import garter

    def get_weather(city: str) -> dict:
        "Today's weather in a city."
        return {"city": city, "temp": 21}

    box = garter.Sandbox(tools=[get_weather], limits=garter.Limits(max_steps=10**6, timeout=5))
    result = box.run("w = get_weather('Paris')\\nprint(w['temp'])\\nw['temp'] * 2")
    assert (result.value, result.stdout) == (42, "21\\n")
"""

import asyncio
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Union

from . import _asyncio
from ._errors import ConversionError, GarterError, LimitExceeded, PythonError, SyntaxError
from ._garter import Complete, Diagnostic, FileInfo, Limits, Result, ToolCall, __version__
from ._garter import Engine as _Engine
from ._garter import load
from ._tools import Tool, declare as _declare

__all__ = [
    "Complete",
    "ConversionError",
    "Diagnostic",
    "FileInfo",
    "GarterError",
    "LimitExceeded",
    "Limits",
    "PythonError",
    "Result",
    "Sandbox",
    "Session",
    "Tool",
    "ToolCall",
    "load",
    "run",
    "__version__",
]

Tools = Union[None, Sequence[Any], Mapping[str, Any]]


class _Host:
    """What Sandbox and Session share: the engine, running synchronously or on an event loop,
    checking, describing, and the files."""

    _engine: Any
    _functions: Dict[str, Callable[..., Any]]

    def _setup(self, tools: Tools, limits: Optional[Limits], persistent: bool) -> None:
        declarations = _declare(tools)
        self._functions = {declaration[0]: declaration[1] for declaration in declarations}
        self._engine = _Engine(declarations, limits, persistent)

    def run(self, code: str, inputs: Optional[Dict[str, Any]] = None) -> Result:
        """Runs ``code`` to the end, calling the tools it calls (async tools of one
        ``asyncio.gather`` run together), and returns its ``Result``; raises ``SyntaxError``,
        ``PythonError``, ``LimitExceeded`` or ``ConversionError`` when it fails."""
        return self._engine.run(code, inputs)

    async def run_async(self, code: str, inputs: Optional[Dict[str, Any]] = None) -> Result:
        """Runs ``code`` with its tools awaited on the running event loop: the calls one
        ``asyncio.gather`` in the sandbox makes are awaited concurrently."""
        handle = self._engine.open_run(code, inputs)
        try:
            calls = handle.calls()
            while calls:
                answers = await asyncio.gather(
                    *(_asyncio.answer(call_id, self._function(name), args, kwargs)
                      for call_id, name, args, kwargs in calls)
                )
                handle.resume(list(answers))
                calls = handle.calls()
            return handle.finish()
        finally:
            handle.close()

    def _function(self, name: str) -> Callable[..., Any]:
        function = self._functions.get(name)
        if function is None:
            def missing(*args: Any, **kwargs: Any) -> Any:
                raise RuntimeError(f"tool '{name}' has no function on this host")
            return missing
        return function

    def check(self, code: str, inputs: Optional[Dict[str, Any]] = None) -> List[Diagnostic]:
        """What would stop ``code``, found without running it: syntax errors, undefined names,
        unknown tools and modules, tool calls that do not fit the tool's signature."""
        return self._engine.check(code, inputs)

    def stubs(self) -> str:
        """The tools' Python stubs, as the model should read them."""
        return self._engine.stubs()

    def description(self) -> str:
        """The description of a "run Python" tool over this sandbox: stubs, rules, limits."""
        return self._engine.description()

    @property
    def limits(self) -> Limits:
        return self._engine.limits

    @property
    def tool_names(self) -> List[str]:
        return self._engine.tool_names

    def upload_file(self, path: str, data: Union[bytes, str], read_only: bool = False) -> None:
        """Stores ``data`` (str is written as UTF-8) at ``path`` of the sandbox's in-memory
        filesystem, which programs then read with ``open()``, ``os`` and ``pathlib``."""
        if isinstance(data, str):
            data = data.encode("utf-8")
        self._engine.upload_file(path, bytes(data), read_only)

    def download_file(self, path: str) -> bytes:
        """The contents of the file at ``path`` (``FileNotFoundError`` when there is none)."""
        return self._engine.download_file(path)

    def list_files(self) -> List[FileInfo]:
        """Every file, sorted by path, with its size and whether a program changed it."""
        return self._engine.list_files()

    def cleanup(self) -> None:
        """Empties the filesystem: what programs wrote is gone unless downloaded."""
        self._engine.cleanup_files()

    def set_file_quota(self, quota: Optional[int]) -> None:
        """Bounds the bytes the files may hold (a program writing past it gets ``OSError``)."""
        self._engine.set_file_quota(quota)


class Sandbox(_Host):
    """Runs programs with ``tools`` under ``limits`` (Garter's defaults when None). Each run
    starts with fresh globals; files uploaded to the sandbox stay until ``cleanup()``."""

    def __init__(self, tools: Tools = None, limits: Optional[Limits] = None) -> None:
        self._setup(tools, limits, persistent=False)

    def start(self, code: str, inputs: Optional[Dict[str, Any]] = None) -> Union[ToolCall, Complete]:
        """Runs ``code`` until its first tool call, which the caller answers with
        ``ToolCall.resume``/``resume_error`` (Garter never calls the tools itself), or until it
        ends (``Complete``)."""
        return self._engine.start(code, inputs)


class Session(_Host):
    """Runs programs whose globals persist from one run to the next (a REPL-style agent)."""

    def __init__(self, tools: Tools = None, limits: Optional[Limits] = None) -> None:
        self._setup(tools, limits, persistent=True)

    def dump(self) -> bytes:
        """The session's whole state (globals, files) as bytes for ``Session.load``."""
        return self._engine.dump()

    @classmethod
    def load(cls, data: bytes, tools: Tools = None, limits: Optional[Limits] = None) -> "Session":
        """A session restored from ``dump()``'s bytes, in this process or another. ``tools``
        answer its tool calls (the dump records their declarations, not their functions);
        ``limits`` default to the dumped session's."""
        session = cls.__new__(cls)
        declarations = _declare(tools) if tools is not None else None
        session._functions = {d[0]: d[1] for d in declarations or []}
        session._engine = _Engine.load(data, declarations, limits)
        return session


def run(
    code: str,
    *,
    inputs: Optional[Dict[str, Any]] = None,
    tools: Tools = None,
    limits: Optional[Limits] = None,
) -> Any:
    """Runs ``code`` in a new sandbox and returns the value of its last expression."""
    return _Engine(_declare(tools) if tools else [], limits, False).run(code, inputs).value
