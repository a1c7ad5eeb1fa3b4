"""Tools from plain callables: each tool's name, description, parameters (JSON Schema) and result
schema come from its signature, docstring and annotations (TypedDict and pydantic models
included), or are given explicitly with ``garter.Tool``."""

import dataclasses
import enum
import inspect
import json
import re
import types
import typing
from typing import Any, Callable, Dict, List, Mapping, Optional, Sequence, Tuple, Union

_NONE_TYPE = type(None)
_MAX_REF_DEPTH = 32


@dataclasses.dataclass
class Tool:
    """A tool with its declaration given explicitly. ``parameters`` is a JSON Schema object
    (``{"type": "object", "properties": ..., "required": [...]}``); what is left out is derived
    from ``function``."""

    function: Callable[..., Any]
    name: Optional[str] = None
    description: Optional[str] = None
    parameters: Optional[Dict[str, Any]] = None
    returns: Optional[Dict[str, Any]] = None
    is_async: Optional[bool] = None


Declaration = Tuple[str, Callable[..., Any], bool, str, str, Optional[str]]


def declare(tools: Union[None, Sequence[Any], Mapping[str, Any]]) -> List[Declaration]:
    """The declarations the engine takes, from ``tools=`` (a list of callables or ``Tool``s, or a
    dict of names to them)."""
    if tools is None:
        return []
    if isinstance(tools, Mapping):
        named = [(name, tool) for name, tool in tools.items()]
    elif isinstance(tools, (str, bytes)) or not isinstance(tools, Sequence):
        raise TypeError("tools= takes a list of callables or a dict mapping names to callables")
    else:
        named = [(None, tool) for tool in tools]
    return [_declare_one(name, tool) for name, tool in named]


def _declare_one(name: Optional[str], tool: Any) -> Declaration:
    explicit = tool if isinstance(tool, Tool) else Tool(tool)
    function = explicit.function
    if not callable(function):
        raise TypeError(f"a tool must be callable, not {type(function).__name__}")
    name = name or explicit.name or getattr(function, "__name__", None)
    if not name or name == "<lambda>":
        raise TypeError(f"cannot name the tool {function!r}: give it a name with a dict (tools={{'name': f}})")
    description = explicit.description
    if description is None:
        description = _summary(inspect.getdoc(function) or "")
    parameters = explicit.parameters
    hints = _hints(function)
    signature = _signature(function)
    if parameters is None:
        parameters = _parameters_schema(signature, hints, _param_docs(inspect.getdoc(function) or ""))
    returns = explicit.returns
    if returns is None and "return" in hints and hints["return"] is not inspect.Signature.empty:
        schema = schema_of(hints["return"])
        returns = schema or None
    is_async = explicit.is_async
    if is_async is None:
        is_async = _is_async(function)
    wrapped = _with_models(function, signature, hints)
    return (
        name,
        wrapped,
        bool(is_async),
        description,
        json.dumps(parameters),
        json.dumps(returns) if returns is not None else None,
    )


def _is_async(function: Any) -> bool:
    if inspect.iscoroutinefunction(function):
        return True
    call = getattr(type(function), "__call__", None)
    return call is not None and inspect.iscoroutinefunction(call)


def _signature(function: Any) -> Optional[inspect.Signature]:
    try:
        return inspect.signature(function)
    except (TypeError, ValueError):
        return None


def _hints(function: Any) -> Dict[str, Any]:
    target = function if inspect.isfunction(function) or inspect.ismethod(function) else getattr(
        type(function), "__call__", function
    )
    try:
        return typing.get_type_hints(target, include_extras=True)
    except Exception:
        return dict(getattr(target, "__annotations__", {}) or {})


def _summary(doc: str) -> str:
    """The docstring up to its first section (``Args:``, ``Returns:``, ...)."""
    lines = []
    for line in doc.splitlines():
        if re.match(r"^\s*(Args|Arguments|Parameters|Returns|Raises|Yields|Examples?)\s*:\s*$", line):
            break
        lines.append(line)
    return "\n".join(lines).strip()


def _param_docs(doc: str) -> Dict[str, str]:
    """Parameter descriptions from a Google-style ``Args:`` section."""
    docs: Dict[str, str] = {}
    in_args = False
    current = None
    for line in doc.splitlines():
        if re.match(r"^\s*(Args|Arguments|Parameters)\s*:\s*$", line):
            in_args = True
            continue
        if not in_args:
            continue
        if re.match(r"^\S", line):
            break
        match = re.match(r"^\s+(\*{0,2}\w+)\s*(\([^)]*\))?\s*:\s*(.*)$", line)
        if match:
            current = match.group(1).lstrip("*")
            docs[current] = match.group(3).strip()
        elif current and line.strip():
            docs[current] = (docs[current] + " " + line.strip()).strip()
    return docs


def _parameters_schema(
    signature: Optional[inspect.Signature], hints: Dict[str, Any], docs: Dict[str, str]
) -> Dict[str, Any]:
    properties: Dict[str, Any] = {}
    required: List[str] = []
    if signature is not None:
        for parameter in signature.parameters.values():
            if parameter.kind in (parameter.VAR_POSITIONAL, parameter.VAR_KEYWORD):
                continue
            annotation = hints.get(parameter.name, parameter.annotation)
            schema = dict(schema_of(annotation)) if annotation is not inspect.Parameter.empty else {}
            if parameter.name in docs and "description" not in schema:
                schema["description"] = docs[parameter.name]
            if parameter.default is inspect.Parameter.empty:
                required.append(parameter.name)
            elif _is_json(parameter.default):
                schema["default"] = _jsonable(parameter.default)
            properties[parameter.name] = schema
    schema: Dict[str, Any] = {"type": "object", "properties": properties}
    if required:
        schema["required"] = required
    return schema


def _is_json(value: Any) -> bool:
    try:
        json.dumps(_jsonable(value))
        return True
    except (TypeError, ValueError):
        return False


def _jsonable(value: Any) -> Any:
    if isinstance(value, tuple):
        return [_jsonable(item) for item in value]
    if isinstance(value, enum.Enum):
        return value.value
    return value


def schema_of(annotation: Any) -> Dict[str, Any]:
    """The JSON Schema of a type annotation (``{}`` for what JSON Schema cannot say)."""
    return _schema(annotation, 0)


def _schema(annotation: Any, depth: int) -> Dict[str, Any]:
    if depth > 20 or annotation is Any or annotation is inspect.Parameter.empty:
        return {}
    origin = typing.get_origin(annotation)
    args = typing.get_args(annotation)
    if origin is typing.Annotated:
        schema = dict(_schema(args[0], depth + 1))
        for extra in args[1:]:
            if isinstance(extra, str):
                schema["description"] = extra
            elif getattr(extra, "description", None):
                schema["description"] = extra.description
        return schema
    if annotation is None or annotation is _NONE_TYPE:
        return {"type": "null"}
    simple = {str: "string", bool: "boolean", int: "integer", float: "number"}
    if annotation in simple:
        return {"type": simple[annotation]}
    if annotation in (list, tuple, set, frozenset):
        return {"type": "array"}
    if annotation is dict:
        return {"type": "object"}
    if origin is Union or (hasattr(types, "UnionType") and isinstance(annotation, types.UnionType)):
        members = [_schema(arg, depth + 1) for arg in args]
        if any(member == {} for member in members):
            return {}
        return {"anyOf": members}
    if origin is typing.Literal:
        values = [_jsonable(arg) for arg in args]
        schema: Dict[str, Any] = {"enum": values}
        kinds = {type(value) for value in values}
        if len(kinds) == 1 and next(iter(kinds)) in simple:
            schema["type"] = simple[next(iter(kinds))]
        return schema
    if origin in (list, tuple, set, frozenset) or _is_abc(origin, ("Sequence", "MutableSequence", "Iterable",
                                                                     "Collection", "Set", "MutableSet")):
        schema = {"type": "array"}
        item_args = [arg for arg in args if arg is not Ellipsis]
        if item_args and (origin is not tuple or len(set(map(repr, item_args))) == 1):
            items = _schema(item_args[0], depth + 1)
            if items:
                schema["items"] = items
        if origin in (set, frozenset):
            schema["uniqueItems"] = True
        return schema
    if origin is dict or _is_abc(origin, ("Mapping", "MutableMapping")):
        schema = {"type": "object"}
        if len(args) == 2 and args[0] is str:
            values = _schema(args[1], depth + 1)
            if values:
                schema["additionalProperties"] = values
        return schema
    if inspect.isclass(annotation):
        if issubclass(annotation, enum.Enum):
            return {"enum": [_jsonable(member) for member in annotation]}
        if _is_typed_dict(annotation):
            return _typed_dict_schema(annotation, depth)
        model_schema = getattr(annotation, "model_json_schema", None)
        if callable(model_schema):
            return _inline_refs(model_schema(), depth)
    return {}


def _is_abc(origin: Any, names: Tuple[str, ...]) -> bool:
    return origin is not None and getattr(origin, "__module__", "") == "collections.abc" and origin.__name__ in names


def _is_typed_dict(annotation: Any) -> bool:
    return isinstance(annotation, type) and issubclass(annotation, dict) and hasattr(annotation, "__total__")


def _typed_dict_schema(annotation: Any, depth: int) -> Dict[str, Any]:
    try:
        hints = typing.get_type_hints(annotation, include_extras=True)
    except Exception:
        hints = dict(getattr(annotation, "__annotations__", {}))
    required_keys = getattr(annotation, "__required_keys__", frozenset(hints))
    properties = {}
    for key, hint in hints.items():
        origin = typing.get_origin(hint)
        if origin is not None and getattr(origin, "__name__", "") in ("Required", "NotRequired"):
            hint = typing.get_args(hint)[0]
        properties[key] = _schema(hint, depth + 1)
    schema: Dict[str, Any] = {"type": "object", "properties": properties}
    required = [key for key in hints if key in required_keys]
    if required:
        schema["required"] = required
    return schema


def _inline_refs(schema: Dict[str, Any], depth: int) -> Dict[str, Any]:
    """A pydantic schema with its ``$defs`` references put in place (to a bounded depth), so
    stubs and checks see the nested models."""
    definitions = schema.get("$defs", {})

    def resolve(node: Any, level: int) -> Any:
        if isinstance(node, dict):
            reference = node.get("$ref")
            if isinstance(reference, str) and reference.startswith("#/$defs/"):
                target = definitions.get(reference[len("#/$defs/"):])
                if target is None or level > _MAX_REF_DEPTH:
                    return {}
                merged = {k: v for k, v in node.items() if k != "$ref"}
                merged.update(resolve(target, level + 1))
                return merged
            return {k: resolve(v, level) for k, v in node.items() if k != "$defs"}
        if isinstance(node, list):
            return [resolve(item, level) for item in node]
        return node

    return resolve(schema, depth)


def _with_models(function: Any, signature: Optional[inspect.Signature], hints: Dict[str, Any]) -> Any:
    """``function``, taking the dicts the sandbox sends for parameters annotated with pydantic
    models as those models, and handing back a returned model as a dict."""
    if signature is None:
        return function
    models = {}
    for name in signature.parameters:
        annotation = hints.get(name)
        if inspect.isclass(annotation) and callable(getattr(annotation, "model_validate", None)):
            models[name] = annotation
    returns_model = inspect.isclass(hints.get("return")) and callable(getattr(hints.get("return"), "model_dump", None))
    if not models and not returns_model:
        return function

    def convert(args: Tuple[Any, ...], kwargs: Dict[str, Any]) -> Tuple[Tuple[Any, ...], Dict[str, Any]]:
        bound = signature.bind(*args, **kwargs)
        for key, model in models.items():
            if key in bound.arguments and isinstance(bound.arguments[key], dict):
                bound.arguments[key] = model.model_validate(bound.arguments[key])
        return bound.args, bound.kwargs

    def dumped(result: Any) -> Any:
        dump = getattr(result, "model_dump", None)
        return dump(mode="json") if callable(dump) else result

    if _is_async(function):

        async def async_tool(*args: Any, **kwargs: Any) -> Any:
            args, kwargs = convert(args, kwargs)
            return dumped(await function(*args, **kwargs))

        return async_tool

    def tool(*args: Any, **kwargs: Any) -> Any:
        args, kwargs = convert(args, kwargs)
        return dumped(function(*args, **kwargs))

    return tool
