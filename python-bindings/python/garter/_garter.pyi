"""Type stubs of garter's native module (garter._garter)."""

from typing import Any, Dict, List, Optional, Sequence, Tuple, Union, final

__version__: str

_Declaration = Tuple[str, Any, bool, str, str, Optional[str]]

@final
class Limits:
    """Resource limits of a run; None means unbounded for that resource."""

    max_steps: Optional[int]
    max_memory: Optional[int]
    timeout: Optional[float]
    max_depth: int
    max_output: Optional[int]
    def __init__(
        self,
        max_steps: Optional[int] = None,
        max_memory: Optional[int] = None,
        timeout: Optional[float] = None,
        max_depth: int = 1000,
        max_output: Optional[int] = None,
    ) -> None: ...
    @staticmethod
    def default() -> "Limits": ...

@final
class Result:
    value: Any
    stdout: str
    stderr: str
    repr: Optional[str]
    steps: int
    peak_memory: int
    tool_calls: int

@final
class Complete:
    value: Any
    stdout: str
    stderr: str
    repr: Optional[str]
    steps: int
    peak_memory: int
    tool_calls: int

@final
class ToolCall:
    id: int
    name: str
    args: Tuple[Any, ...]
    kwargs: Dict[str, Any]
    arguments: Dict[str, Any]
    def resume(self, value: Any) -> Union["ToolCall", Complete]: ...
    def resume_error(self, error: Union[BaseException, type]) -> Union["ToolCall", Complete]: ...
    def dump(self) -> bytes: ...

@final
class Diagnostic:
    kind: str
    line: int
    column: int
    message: str
    suggestion: Optional[str]

@final
class FileInfo:
    path: str
    size: int
    read_only: bool
    changed: bool

@final
class Run:
    def calls(self) -> List[Tuple[int, str, Tuple[Any, ...], Dict[str, Any]]]: ...
    def resume(self, answers: Sequence[Tuple[int, bool, Any]]) -> None: ...
    def finish(self) -> Result: ...
    def close(self) -> None: ...

@final
class Engine:
    limits: Limits
    tool_names: List[str]
    def __init__(self, tools: Sequence[_Declaration], limits: Optional[Limits] = None, persistent: bool = False) -> None: ...
    @staticmethod
    def load(data: bytes, tools: Optional[Sequence[_Declaration]] = None, limits: Optional[Limits] = None) -> "Engine": ...
    def run(self, code: str, inputs: Optional[Dict[str, Any]] = None, filename: str = "<sandbox>") -> Result: ...
    def start(
        self, code: str, inputs: Optional[Dict[str, Any]] = None, filename: str = "<sandbox>"
    ) -> Union[ToolCall, Complete]: ...
    def open_run(self, code: str, inputs: Optional[Dict[str, Any]] = None, filename: str = "<sandbox>") -> Run: ...
    def check(self, code: str, inputs: Optional[Dict[str, Any]] = None, filename: str = "<sandbox>") -> List[Diagnostic]: ...
    def stubs(self) -> str: ...
    def description(self) -> str: ...
    def dump(self) -> bytes: ...
    def upload_file(self, path: str, data: bytes, read_only: bool = False) -> None: ...
    def download_file(self, path: str) -> bytes: ...
    def list_files(self) -> List[FileInfo]: ...
    def cleanup_files(self) -> None: ...
    def set_file_quota(self, quota: Optional[int]) -> None: ...

def load(data: bytes) -> Union[ToolCall, Complete]: ...
