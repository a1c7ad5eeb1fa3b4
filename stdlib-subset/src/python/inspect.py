"""The parts of CPython 3.11's `inspect` a sandboxed program can use: the `is...` predicates,
`signature` (with `Signature`, `Parameter` and `BoundArguments` from `_inspect_signature`),
`getfullargspec`, `getcallargs`, `getmembers`, `getmro`, `getdoc`, `cleandoc`, `unwrap`,
`get_annotations`, `getattr_static`, `getmodule`, `isabstract`.

Garter keeps frames and code objects out of reach, so `currentframe()` returns None (as CPython
allows), `stack()` and `trace()` are empty, and `getsource`, `getsourcelines`, `getfile` and
`getsourcefile` raise the errors CPython raises for code without a source file. A function's
parameters come from the interpreter (`_garter_inspect.code_info`); builtins have no signature
(`ValueError`, as for CPython's builtins without a text signature)."""

import collections as _collections
import functools as _functools
import sys as _sys
import types as _types

import _garter_inspect
from _inspect_signature import (
    BoundArguments,
    Parameter,
    Signature,
    _empty,
    _ParameterKind,
    formatannotation,
)

__all__ = [
    "BoundArguments", "FullArgSpec", "Parameter", "Signature", "cleandoc", "currentframe", "formatannotation",
    "get_annotations", "getattr_static", "getcallargs", "getdoc", "getfile", "getfullargspec", "getmembers",
    "getmodule", "getmro", "getsource", "getsourcefile", "getsourcelines", "isabstract", "isasyncgen",
    "isasyncgenfunction", "isawaitable", "isbuiltin", "isclass", "iscode", "iscoroutine", "iscoroutinefunction",
    "isdatadescriptor", "isframe", "isfunction", "isgenerator", "isgeneratorfunction", "ismethod",
    "ismethoddescriptor", "ismodule", "isroutine", "istraceback", "signature", "stack", "trace", "unwrap",
]

_object = object

CO_OPTIMIZED = 1
CO_NEWLOCALS = 2
CO_VARARGS = 4
CO_VARKEYWORDS = 8
CO_NESTED = 16
CO_GENERATOR = 32
CO_NOFREE = 64
CO_COROUTINE = 128
CO_ITERABLE_COROUTINE = 256
CO_ASYNC_GENERATOR = 512

FullArgSpec = _collections.namedtuple(
    "FullArgSpec", "args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, annotations"
)


def ismodule(object):
    return isinstance(object, _types.ModuleType)


def isclass(object):
    return isinstance(object, type)


def ismethod(object):
    return isinstance(object, _types.MethodType)


def isfunction(object):
    return isinstance(object, _types.FunctionType)


def _code_kind(object):
    """The kind of a Python function's code, through bound methods and partials."""
    while ismethod(object):
        object = object.__func__
    while isinstance(object, _functools.partial):
        object = object.func
    if isfunction(object):
        info = _garter_inspect.code_info(object)
        return info[0] if info is not None else None
    if _is_functionlike(object):
        flags = object.__code__.co_flags
        for flag, kind in ((CO_COROUTINE, "coroutine"), (CO_ASYNC_GENERATOR, "async_generator"), (CO_GENERATOR, "generator")):
            if flags & flag:
                return kind
    return None


_void = object()


def _is_functionlike(object):
    """Whether a callable that is not a function looks like one (a name, a code object and
    defaults of the right types), as CPython's inspect lets mocks of functions pass."""
    if not callable(object) or isclass(object):
        return False
    name = getattr(object, "__name__", None)
    code = getattr(object, "__code__", None)
    defaults = getattr(object, "__defaults__", _void)
    kwdefaults = getattr(object, "__kwdefaults__", _void)
    annotations = getattr(object, "__annotations__", None)
    return (
        isinstance(code, _types.CodeType)
        and isinstance(name, str)
        and (defaults is None or isinstance(defaults, tuple))
        and (kwdefaults is None or isinstance(kwdefaults, dict))
        and (annotations is None or isinstance(annotations, dict))
    )


def isgeneratorfunction(obj):
    return _code_kind(obj) == "generator"


def iscoroutinefunction(obj):
    return _code_kind(obj) == "coroutine"


def isasyncgenfunction(obj):
    return _code_kind(obj) == "async_generator"


def isgenerator(object):
    return isinstance(object, _types.GeneratorType)


def iscoroutine(object):
    return isinstance(object, _types.CoroutineType)


def isasyncgen(object):
    return isinstance(object, _types.AsyncGeneratorType)


def isawaitable(object):
    return isinstance(object, _types.CoroutineType) or hasattr(type(object), "__await__")


def istraceback(object):
    return isinstance(object, _types.TracebackType)


def isframe(object):
    return False


def iscode(object):
    return False


def isbuiltin(object):
    return isinstance(object, _types.BuiltinFunctionType)


def ismethoddescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    kind = type(object)
    return hasattr(kind, "__get__") and not hasattr(kind, "__set__")


def isdatadescriptor(object):
    if isclass(object) or ismethod(object) or isfunction(object):
        return False
    kind = type(object)
    return hasattr(kind, "__set__") or hasattr(kind, "__delete__")


def isroutine(object):
    return isbuiltin(object) or isfunction(object) or ismethod(object) or ismethoddescriptor(object)


def isabstract(object):
    return isinstance(object, type) and bool(getattr(object, "__abstractmethods__", False))


def getmro(cls):
    return cls.__mro__


def getmembers(object, predicate=None):
    results = []
    processed = set()
    names = dir(object)
    if isclass(object):
        for base in object.__bases__:
            for name, value in getattr(base, "__dict__", {}).items():
                if isinstance(value, _types.DynamicClassAttribute):
                    names.append(name)
    for key in names:
        try:
            value = getattr(object, key)
            if key in processed:
                raise AttributeError
        except AttributeError:
            continue
        if not predicate or predicate(value):
            results.append((key, value))
        processed.add(key)
    results.sort(key=lambda pair: pair[0])
    return results


def cleandoc(doc):
    lines = doc.expandtabs().split("\n")
    margin = None
    for line in lines[1:]:
        content = len(line.lstrip())
        if content:
            indent = len(line) - content
            margin = indent if margin is None else min(margin, indent)
    if lines:
        lines[0] = lines[0].lstrip()
    if margin is not None:
        for i in range(1, len(lines)):
            lines[i] = lines[i][margin:]
    while lines and not lines[-1]:
        lines.pop()
    while lines and not lines[0]:
        lines.pop(0)
    return "\n".join(lines)


def _inherited_doc(obj):
    """The docstring a bound method inherits from the classes above the one defining it (a
    plain function does not say which class holds it: Garter's functions keep no globals)."""
    if not ismethod(obj):
        return None
    owner = obj.__self__ if isclass(obj.__self__) else type(obj.__self__)
    name = getattr(obj.__func__, "__name__", None)
    for base in owner.__mro__:
        doc = getattr(base.__dict__.get(name), "__doc__", None)
        if isinstance(doc, str):
            return doc
    return None


def getdoc(object):
    try:
        doc = object.__doc__
    except AttributeError:
        return None
    if doc is None:
        if isclass(object):
            doc = next((base.__doc__ for base in object.__mro__[1:]
                        if base is not _object and base.__doc__ is not None), None)
        else:
            doc = _inherited_doc(object)
    if not isinstance(doc, str):
        return None
    return cleandoc(doc)


def unwrap(func, *, stop=None):
    f = func
    memo = {id(f): f}
    limit = _sys.getrecursionlimit()
    while not isinstance(func, type) and hasattr(func, "__wrapped__"):
        if stop is not None and stop(func):
            break
        func = func.__wrapped__
        ident = id(func)
        if ident in memo or len(memo) >= limit:
            raise ValueError(f"wrapper loop when unwrapping {f!r}")
        memo[ident] = func
    return func


def getmodule(object, _filename=None):
    if ismodule(object):
        return object
    name = getattr(object, "__module__", None)
    if name is not None:
        return _sys.modules.get(name)
    return None


def _no_source(object):
    if ismodule(object) or isclass(object) or isfunction(object) or ismethod(object):
        raise OSError("could not get source code")
    raise TypeError(f"module, class, method, function, traceback, frame, or code object was expected, got "
                    f"{type(object).__name__}")


def getsource(object):
    _no_source(object)


def getsourcelines(object):
    _no_source(object)


def getfile(object):
    if ismodule(object) or isclass(object):
        raise TypeError(f"{object!r} is a built-in {'module' if ismodule(object) else 'class'}")
    _no_source(object)


def getsourcefile(object):
    return getfile(object)


def currentframe():
    return None


def stack(context=1):
    return []


def trace(context=1):
    return []


def get_annotations(obj, *, globals=None, locals=None, eval_str=False):
    if isinstance(obj, type):
        annotations = obj.__dict__.get("__annotations__", None)
        if isinstance(annotations, _types.GetSetDescriptorType):
            annotations = None
        module = _sys.modules.get(getattr(obj, "__module__", None))
        obj_globals = getattr(module, "__dict__", None)
        unwrapped = obj
    elif isinstance(obj, _types.ModuleType):
        annotations = getattr(obj, "__annotations__", None)
        obj_globals = getattr(obj, "__dict__", None)
        unwrapped = None
    elif callable(obj):
        annotations = getattr(obj, "__annotations__", None)
        obj_globals = getattr(obj, "__globals__", None)
        unwrapped = obj
    else:
        raise TypeError(f"{obj!r} is not a module, class, or callable.")
    if annotations is None:
        return {}
    if not isinstance(annotations, dict):
        raise ValueError(f"{obj!r}.__annotations__ is neither a dict nor None")
    if not annotations:
        return {}
    if not eval_str:
        return dict(annotations)
    if unwrapped is not None:
        while True:
            if hasattr(unwrapped, "__wrapped__"):
                unwrapped = unwrapped.__wrapped__
                continue
            if isinstance(unwrapped, _functools.partial):
                unwrapped = unwrapped.func
                continue
            break
        if hasattr(unwrapped, "__globals__"):
            obj_globals = unwrapped.__globals__
    if globals is None:
        globals = obj_globals
    if locals is None:
        locals = {}
    return {key: value if not isinstance(value, str) else eval(value, globals, locals)
            for key, value in annotations.items()}


def getattr_static(obj, attr, default=_empty):
    klass = obj if isinstance(obj, type) else type(obj)
    if not isinstance(obj, type):
        try:
            instance_dict = object.__getattribute__(obj, "__dict__")
        except AttributeError:
            instance_dict = {}
        if attr in instance_dict:
            return instance_dict[attr]
    for entry in klass.__mro__:
        if attr in entry.__dict__:
            return entry.__dict__[attr]
    if isinstance(obj, type):
        for entry in type(obj).__mro__:
            if attr in entry.__dict__:
                return entry.__dict__[attr]
    if default is not _empty:
        return default
    raise AttributeError(attr)


def _dataclass_init_signature(parameters, cls):
    """The signature of the `__init__` `dataclasses` makes: self, then the fields it takes."""
    from dataclasses import MISSING

    made = [Parameter("self", Parameter.POSITIONAL_OR_KEYWORD)]
    for name, annotation, default, keyword_only in parameters:
        kind = Parameter.KEYWORD_ONLY if keyword_only else Parameter.POSITIONAL_OR_KEYWORD
        made.append(Parameter(name, kind, default=_empty if default is MISSING else default, annotation=annotation))
    return cls(made, return_annotation=None)


def _function_signature(func, cls, eval_str):
    parameters = getattr(func, "__dataclass_parameters__", None)
    if parameters is not None:
        return _dataclass_init_signature(parameters, cls)
    info = _garter_inspect.code_info(func)
    if info is None:
        raise ValueError(f"no signature found for {func!r}")
    _, positional_only, positional, var_positional, keyword_only, var_keyword = info
    annotations = get_annotations(func, eval_str=eval_str)
    defaults = func.__defaults__ or ()
    kwdefaults = func.__kwdefaults__ or {}
    names = positional_only + positional
    first_default = len(names) - len(defaults)
    parameters = []
    for index, name in enumerate(names):
        kind = Parameter.POSITIONAL_ONLY if index < len(positional_only) else Parameter.POSITIONAL_OR_KEYWORD
        default = defaults[index - first_default] if index >= first_default else _empty
        parameters.append(Parameter(name, kind, default=default, annotation=annotations.get(name, _empty)))
    if var_positional is not None:
        parameters.append(Parameter(var_positional, Parameter.VAR_POSITIONAL,
                                    annotation=annotations.get(var_positional, _empty)))
    for name in keyword_only:
        parameters.append(Parameter(name, Parameter.KEYWORD_ONLY, default=kwdefaults.get(name, _empty),
                                    annotation=annotations.get(name, _empty)))
    if var_keyword is not None:
        parameters.append(Parameter(var_keyword, Parameter.VAR_KEYWORD,
                                    annotation=annotations.get(var_keyword, _empty)))
    return cls(parameters, return_annotation=annotations.get("return", _empty), __validate_parameters__=False)


def _without_first(sig):
    """The signature of a method bound to its first parameter."""
    params = tuple(sig.parameters.values())
    if not params or params[0].kind in (Parameter.VAR_KEYWORD, Parameter.KEYWORD_ONLY):
        raise ValueError("invalid method signature")
    if params[0].kind == Parameter.VAR_POSITIONAL:
        return sig
    return sig.replace(parameters=params[1:])


def _partial_signature(sig, partial):
    """The signature left after `partial` fixes some arguments of a callable of signature `sig`."""
    old_params = sig.parameters
    new_params = dict(old_params)
    try:
        bound = sig.bind_partial(*partial.args, **partial.keywords)
    except TypeError as error:
        raise ValueError(f"partial object {partial!r} has incorrect arguments") from error
    transform_to_kwonly = False
    for name, param in old_params.items():
        try:
            arg_value = bound.arguments[name]
        except KeyError:
            pass
        else:
            if param.kind is Parameter.POSITIONAL_ONLY:
                new_params.pop(name)
                continue
            if param.kind is Parameter.POSITIONAL_OR_KEYWORD:
                if name in partial.keywords:
                    transform_to_kwonly = True
                    new_params[name] = param.replace(default=arg_value)
                else:
                    new_params.pop(param.name)
                    continue
            if param.kind is Parameter.KEYWORD_ONLY:
                new_params[name] = param.replace(default=arg_value)
        if transform_to_kwonly:
            if param.kind is Parameter.POSITIONAL_OR_KEYWORD:
                new_params[name] = new_params[name].replace(kind=Parameter.KEYWORD_ONLY)
            elif param.kind is Parameter.VAR_POSITIONAL:
                new_params.pop(param.name)
    return sig.replace(parameters=new_params.values())


def _user_method(cls, name):
    """The method `name` a class (or a base other than `object` and `type`) defines in Python."""
    for base in cls.__mro__:
        if base is object or base is type:
            return None
        if name in base.__dict__:
            value = base.__dict__[name]
            return value if not isbuiltin(value) else None
    return None


def _signature_from_callable(obj, follow_wrapped=True, eval_str=False, cls=Signature, skip_bound_arg=True):
    if not callable(obj):
        raise TypeError(f"{obj!r} is not a callable object")
    if isinstance(obj, _types.MethodType):
        sig = _signature_from_callable(obj.__func__, follow_wrapped, eval_str, cls)
        return _without_first(sig) if skip_bound_arg else sig
    if follow_wrapped:
        obj = unwrap(obj, stop=lambda f: hasattr(f, "__signature__"))
        if isinstance(obj, _types.MethodType):
            return _signature_from_callable(obj, follow_wrapped, eval_str, cls)
    try:
        sig = obj.__signature__
    except AttributeError:
        sig = None
    if sig is not None:
        if not isinstance(sig, Signature):
            raise TypeError(f"unexpected object {sig!r} in __signature__ attribute")
        return sig
    if isinstance(obj, _functools.partialmethod):
        raise ValueError(f"no signature found for {obj!r}")
    if isfunction(obj):
        return _function_signature(obj, cls, eval_str)
    if isinstance(obj, _functools.partial):
        return _partial_signature(_signature_from_callable(obj.func, follow_wrapped, eval_str, cls), obj)
    if isinstance(obj, type):
        call = _user_method(type(obj), "__call__")
        if call is not None:
            return _without_first(_signature_from_callable(call, follow_wrapped, eval_str, cls))
        new = _user_method(obj, "__new__")
        init = _user_method(obj, "__init__")
        for base in obj.__mro__:
            if new is not None and "__new__" in base.__dict__:
                factory = new
                break
            if init is not None and "__init__" in base.__dict__:
                factory = init
                break
        else:
            factory = None
        if factory is not None:
            if isinstance(factory, staticmethod):
                factory = factory.__func__
            return _without_first(_signature_from_callable(factory, follow_wrapped, eval_str, cls))
        if obj.__init__ is object.__init__ and obj.__new__ is object.__new__:
            return cls()
        raise ValueError(f"no signature found for builtin type {obj!r}")
    if isbuiltin(obj) or type(obj).__name__ in ("wrapper_descriptor", "method-wrapper", "method_descriptor"):
        raise ValueError(f"no signature found for builtin {obj!r}")
    call = _user_method(type(obj), "__call__")
    if call is not None:
        return _without_first(_signature_from_callable(call, follow_wrapped, eval_str, cls))
    raise ValueError(f"callable {obj!r} is not supported by signature")


def signature(obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
    return _signature_from_callable(obj, follow_wrapped, eval_str, Signature)


def getfullargspec(func):
    try:
        sig = _signature_from_callable(func, follow_wrapped=False, skip_bound_arg=False)
    except Exception as error:
        raise TypeError("unsupported callable") from error
    args, kwonlyargs, defaults, annotations, kwdefaults = [], [], (), {}, {}
    varargs = varkw = None
    if sig.return_annotation is not sig.empty:
        annotations["return"] = sig.return_annotation
    for param in sig.parameters.values():
        kind, name = param.kind, param.name
        if kind in (Parameter.POSITIONAL_ONLY, Parameter.POSITIONAL_OR_KEYWORD):
            args.append(name)
            if param.default is not param.empty:
                defaults += (param.default,)
        elif kind is Parameter.VAR_POSITIONAL:
            varargs = name
        elif kind is Parameter.KEYWORD_ONLY:
            kwonlyargs.append(name)
            if param.default is not param.empty:
                kwdefaults[name] = param.default
        elif kind is Parameter.VAR_KEYWORD:
            varkw = name
        if param.annotation is not param.empty:
            annotations[name] = param.annotation
    return FullArgSpec(args, varargs, varkw, defaults or None, kwonlyargs, kwdefaults or None, annotations)


def _arguments_text(names):
    quoted = [repr(name) for name in names]
    if len(quoted) == 1:
        return quoted[0]
    if len(quoted) == 2:
        return f"{quoted[0]} and {quoted[1]}"
    return ", ".join(quoted[:-1]) + f", and {quoted[-1]}"


def getcallargs(func, /, *positional, **named):
    """The values `func(*positional, **named)` would bind to its parameters."""
    args, varargs, varkw, defaults, kwonlyargs, kwonlydefaults, _ = getfullargspec(func)
    name = func.__name__
    values = {}
    if ismethod(func) and func.__self__ is not None:
        positional = (func.__self__,) + positional
    given = min(len(positional), len(args))
    for index in range(given):
        values[args[index]] = positional[index]
    if varargs:
        values[varargs] = tuple(positional[given:])
    elif len(positional) > len(args):
        least = len(args) - len(defaults or ())
        takes = f"from {least} to {len(args)}" if least != len(args) else str(len(args))
        raise TypeError(f"{name}() takes {takes} positional argument{'s' if len(args) != 1 else ''} "
                        f"but {len(positional)} {'were' if len(positional) != 1 else 'was'} given")
    if varkw:
        values[varkw] = {}
    for key, value in named.items():
        if key not in args and key not in kwonlyargs:
            if not varkw:
                raise TypeError(f"{name}() got an unexpected keyword argument {key!r}")
            values[varkw][key] = value
            continue
        if key in values:
            raise TypeError(f"{name}() got multiple values for argument {key!r}")
        values[key] = value
    defaults = defaults or ()
    required = args[:len(args) - len(defaults)]
    missing = [arg for arg in required if arg not in values]
    if missing:
        raise TypeError(f"{name}() missing {len(missing)} required positional argument"
                        f"{'s' if len(missing) != 1 else ''}: {_arguments_text(missing)}")
    for index, arg in enumerate(args[len(required):]):
        values.setdefault(arg, defaults[index])
    missing = []
    for arg in kwonlyargs:
        if arg not in values:
            if kwonlydefaults and arg in kwonlydefaults:
                values[arg] = kwonlydefaults[arg]
            else:
                missing.append(arg)
    if missing:
        raise TypeError(f"{name}() missing {len(missing)} required keyword-only argument"
                        f"{'s' if len(missing) != 1 else ''}: {_arguments_text(missing)}")
    return values
