"""A smolagents executor that runs a ``CodeAgent``'s code in Garter instead of smolagents' local
Python executor::

    from smolagents import CodeAgent
    from garter.smolagents import GarterExecutor

    agent = CodeAgent(tools=[...], model=model, executor=GarterExecutor(limits=garter.Limits(timeout=30)))

The agent's tools (``final_answer`` included) become sandbox tools declared from their
``inputs``; its variables become globals; globals persist from one step to the next, as with
the local executor. Each step returns the printed output as the logs and the last expression's
value as the output, or the ``final_answer`` value with ``is_final_answer`` set. A failing step
raises smolagents' ``InterpreterError`` carrying the sandbox's traceback.
"""

from typing import Any, Dict, Optional

from smolagents.local_python_executor import CodeOutput, InterpreterError, PythonExecutor

from . import Limits, Session
from ._errors import GarterError, LimitExceeded, PythonError, SyntaxError
from ._tools import Tool

_TYPES = {
    "string": {"type": "string"},
    "integer": {"type": "integer"},
    "number": {"type": "number"},
    "boolean": {"type": "boolean"},
    "array": {"type": "array"},
    "object": {"type": "object"},
    "null": {"type": "null"},
}


class GarterExecutor(PythonExecutor):
    """Runs a smolagents ``CodeAgent``'s code in a Garter session."""

    def __init__(self, limits: Optional[Limits] = None) -> None:
        self.limits = limits
        self.state: Dict[str, Any] = {}
        self._tools: Dict[str, Any] = {}
        self._variables: Dict[str, Any] = {}
        self._session: Optional[Session] = None
        self._final: Optional[tuple] = None

    def send_tools(self, tools: Dict[str, Any]) -> None:
        self._tools = dict(tools)
        self._session = None

    def send_variables(self, variables: Dict[str, Any]) -> None:
        self._variables = {name: value for name, value in variables.items() if _plain(value)}
        self._session = None

    def _sandbox(self) -> Session:
        if self._session is None:
            declared = [self._declare(name, tool) for name, tool in self._tools.items()]
            self._session = Session(tools=declared, limits=self.limits)
            if self._variables:
                self._session.run("pass", inputs=self._variables)
        return self._session

    def _declare(self, name: str, tool: Any) -> Tool:
        properties = {}
        required = []
        for parameter, spec in (getattr(tool, "inputs", None) or {}).items():
            schema = dict(_TYPES.get(spec.get("type"), {}))
            if spec.get("description"):
                schema["description"] = spec["description"]
            if spec.get("nullable"):
                schema = {"anyOf": [schema, {"type": "null"}]} if schema.get("type") else schema
                schema["default"] = None
            else:
                required.append(parameter)
            properties[parameter] = schema
        parameters: Dict[str, Any] = {"type": "object", "properties": properties}
        if required:
            parameters["required"] = required
        if name == "final_answer":
            function = self._final_answer
        else:
            def function(*args: Any, **kwargs: Any) -> Any:
                return tool(*args, sanitize_inputs_outputs=True, **kwargs)
        return Tool(function, name=name, description=getattr(tool, "description", "") or "", parameters=parameters)

    def _final_answer(self, *args: Any, **kwargs: Any) -> None:
        answer = args[0] if args else next(iter(kwargs.values()), None)
        self._final = (answer,)
        # A builtin SystemExit in the sandbox ends the program; `except Exception` does not stop it.
        raise SystemExit("final_answer")

    def __call__(self, code_action: str) -> CodeOutput:
        self._final = None
        try:
            result = self._sandbox().run(code_action)
        except GarterError as error:
            self.state["_print_outputs"] = error.stdout + error.stderr
            if self._final is not None:
                return CodeOutput(output=self._final[0], logs=self.state["_print_outputs"], is_final_answer=True)
            raise InterpreterError(_explain(error)) from None
        self.state["_print_outputs"] = result.stdout + result.stderr
        return CodeOutput(output=result.value, logs=self.state["_print_outputs"], is_final_answer=False)


def _plain(value: Any) -> bool:
    return value is None or isinstance(value, (bool, int, float, str, bytes, list, tuple, dict, set, frozenset))


def _explain(error: GarterError) -> str:
    if isinstance(error, PythonError):
        return f"Code execution failed:\n{error.traceback}"
    if isinstance(error, SyntaxError):
        return f"Code parsing failed:\n{error.report}"
    if isinstance(error, LimitExceeded):
        return f"Code execution stopped: {error.message}"
    return f"Code execution failed: {error.message}"
