"""A framework-neutral "run Python" tool for code mode: give an agent framework its ``name``,
``description`` (the rendered tool stubs and the execution rules) and
``parameters_json_schema``, and call it with the model's code; it returns text for the model::

    from pydantic_ai import Agent, Tool
    from garter.codemode import CodeModeTool

    run_python = CodeModeTool(tools=[get_weather, search], limits=garter.Limits(timeout=10))
    agent = Agent(model, tools=[Tool.from_schema(run_python.call_async, run_python.name,
                                                 run_python.description, run_python.parameters_json_schema)])
"""

from typing import Any, Dict, Optional

from . import Limits, Sandbox, Session, Tools
from ._errors import ConversionError, GarterError, LimitExceeded, PythonError, SyntaxError

_PARAMETERS: Dict[str, Any] = {
    "type": "object",
    "properties": {
        "code": {
            "type": "string",
            "description": "Python code to run; print what you need, and the last expression's value is returned.",
        }
    },
    "required": ["code"],
    "additionalProperties": False,
}


class CodeModeTool:
    """A tool that runs the model's Python in a Garter sandbox calling ``tools``. With
    ``persistent=True`` globals persist from one call to the next (a ``Session``)."""

    def __init__(
        self,
        tools: Tools = None,
        limits: Optional[Limits] = None,
        *,
        name: str = "run_python",
        persistent: bool = False,
    ) -> None:
        self.sandbox = Session(tools, limits) if persistent else Sandbox(tools, limits)
        self.name = name
        self.parameters_json_schema: Dict[str, Any] = dict(_PARAMETERS)

    @property
    def description(self) -> str:
        """The tool's description: what the code can call (the stubs), how to call it, what
        persists, the importable modules, the limits and the files."""
        return self.sandbox.description()

    def __call__(self, code: str) -> str:
        """Runs ``code`` (tools called synchronously) and returns the text for the model."""
        try:
            return format_result(self.sandbox.run(code))
        except GarterError as error:
            return format_error(error)

    async def call_async(self, code: str) -> str:
        """Runs ``code`` with async tools awaited on the running event loop."""
        try:
            return format_result(await self.sandbox.run_async(code))
        except GarterError as error:
            return format_error(error)


def format_result(result: Any) -> str:
    """Printed output and stderr, then the last expression's value (as ``repr``) when there is
    one."""
    parts = []
    if result.stdout:
        parts.append(result.stdout.rstrip("\n"))
    if result.stderr:
        parts.append(result.stderr.rstrip("\n"))
    if result.repr is not None:
        parts.append(result.repr)
    return "\n".join(parts) if parts else "(no output)"


def format_error(error: GarterError) -> str:
    """Printed output and stderr, then what stopped the run as the model should read it."""
    parts = []
    if error.stdout:
        parts.append(error.stdout.rstrip("\n"))
    if error.stderr:
        parts.append(error.stderr.rstrip("\n"))
    if isinstance(error, PythonError):
        parts.append(error.traceback.rstrip("\n"))
    elif isinstance(error, SyntaxError):
        parts.append(error.report.rstrip("\n"))
    elif isinstance(error, LimitExceeded):
        parts.append(f"{error.message}\n(the run was stopped; do less work per run)")
    elif isinstance(error, ConversionError):
        parts.append(f"ConversionError: {error.message}")
    else:
        parts.append(f"Error: {error.message}")
    return "\n".join(parts)
