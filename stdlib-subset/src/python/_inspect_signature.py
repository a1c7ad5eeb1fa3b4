"""`inspect.Signature`, `inspect.Parameter` and `inspect.BoundArguments` as CPython 3.11's:
what a callable accepts, shown as `(a, b: int = 2, /, *args, c, **kwargs) -> str`, and binding
arguments to it as a call would."""

import enum as _enum
import types as _types


class _empty:
    """Marker object for Signature.empty and Parameter.empty."""

    __module__ = "inspect"


class _void:
    """A private marker - used in Parameter & Signature."""

    __module__ = "inspect"


class _ParameterKind(_enum.IntEnum):
    __module__ = "inspect"

    POSITIONAL_ONLY = 0
    POSITIONAL_OR_KEYWORD = 1
    VAR_POSITIONAL = 2
    KEYWORD_ONLY = 3
    VAR_KEYWORD = 4

    def __str__(self):
        return self._name_

    @property
    def description(self):
        return _KIND_DESCRIPTIONS[self]


_KIND_DESCRIPTIONS = {
    _ParameterKind.POSITIONAL_ONLY: "positional-only",
    _ParameterKind.POSITIONAL_OR_KEYWORD: "positional or keyword",
    _ParameterKind.VAR_POSITIONAL: "variadic positional",
    _ParameterKind.KEYWORD_ONLY: "keyword-only",
    _ParameterKind.VAR_KEYWORD: "variadic keyword",
}

_POSITIONAL_ONLY = _ParameterKind.POSITIONAL_ONLY
_POSITIONAL_OR_KEYWORD = _ParameterKind.POSITIONAL_OR_KEYWORD
_VAR_POSITIONAL = _ParameterKind.VAR_POSITIONAL
_KEYWORD_ONLY = _ParameterKind.KEYWORD_ONLY
_VAR_KEYWORD = _ParameterKind.VAR_KEYWORD


def formatannotation(annotation, base_module=None):
    if getattr(annotation, "__module__", None) == "typing":
        return repr(annotation).replace("typing.", "")
    if isinstance(annotation, _types.GenericAlias):
        return str(annotation)
    if isinstance(annotation, type):
        if annotation.__module__ in ("builtins", base_module):
            return annotation.__qualname__
        return annotation.__module__ + "." + annotation.__qualname__
    return repr(annotation)


class Parameter:
    __module__ = "inspect"
    __slots__ = ("_name", "_kind", "_default", "_annotation")

    POSITIONAL_ONLY = _POSITIONAL_ONLY
    POSITIONAL_OR_KEYWORD = _POSITIONAL_OR_KEYWORD
    VAR_POSITIONAL = _VAR_POSITIONAL
    KEYWORD_ONLY = _KEYWORD_ONLY
    VAR_KEYWORD = _VAR_KEYWORD

    empty = _empty

    def __init__(self, name, kind, *, default=_empty, annotation=_empty):
        try:
            self._kind = _ParameterKind(kind)
        except ValueError:
            raise ValueError(f"value {kind!r} is not a valid Parameter.kind")
        if default is not _empty and self._kind in (_VAR_POSITIONAL, _VAR_KEYWORD):
            raise ValueError(f"{self._kind.description} parameters cannot have default values")
        self._default = default
        self._annotation = annotation
        if name is _empty:
            raise ValueError("name is a required attribute for Parameter")
        if not isinstance(name, str):
            raise TypeError(f"name must be a str, not a {type(name).__name__}")
        if name[:1] == "." and name[1:].isdigit():
            if self._kind != _POSITIONAL_OR_KEYWORD:
                raise ValueError(
                    f"implicit arguments must be passed as positional or keyword arguments, not {self._kind.description}"
                )
            self._kind = _POSITIONAL_ONLY
            name = f"implicit{name[1:]}"
        if not name.isidentifier() or name in _KEYWORDS:
            raise ValueError(f"{name!r} is not a valid parameter name")
        self._name = name

    name = property(lambda self: self._name)
    default = property(lambda self: self._default)
    annotation = property(lambda self: self._annotation)
    kind = property(lambda self: self._kind)

    def replace(self, *, name=_void, kind=_void, annotation=_void, default=_void):
        return type(self)(
            self._name if name is _void else name,
            self._kind if kind is _void else kind,
            default=self._default if default is _void else default,
            annotation=self._annotation if annotation is _void else annotation,
        )

    def __str__(self):
        text = self._name
        if self._annotation is not _empty:
            text = f"{text}: {formatannotation(self._annotation)}"
        if self._default is not _empty:
            separator = " = " if self._annotation is not _empty else "="
            text = f"{text}{separator}{self._default!r}"
        if self._kind == _VAR_POSITIONAL:
            text = "*" + text
        elif self._kind == _VAR_KEYWORD:
            text = "**" + text
        return text

    def __repr__(self):
        return f'<{type(self).__name__} "{self}">'

    def __hash__(self):
        return hash((self._name, self._kind, self._annotation, self._default))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Parameter):
            return NotImplemented
        return (self._name == other._name and self._kind == other._kind and self._default == other._default
                and self._annotation == other._annotation)


_KEYWORDS = frozenset((
    "False", "None", "True", "and", "as", "assert", "async", "await", "break", "class", "continue", "def", "del",
    "elif", "else", "except", "finally", "for", "from", "global", "if", "import", "in", "is", "lambda",
    "nonlocal", "not", "or", "pass", "raise", "return", "try", "while", "with", "yield",
))


class BoundArguments:
    __module__ = "inspect"
    __slots__ = ("arguments", "_signature")

    def __init__(self, signature, arguments):
        self.arguments = arguments
        self._signature = signature

    signature = property(lambda self: self._signature)

    @property
    def args(self):
        args = []
        for name, param in self._signature.parameters.items():
            if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                break
            try:
                arg = self.arguments[name]
            except KeyError:
                break
            if param.kind == _VAR_POSITIONAL:
                args.extend(arg)
            else:
                args.append(arg)
        return tuple(args)

    @property
    def kwargs(self):
        kwargs = {}
        started = False
        for name, param in self._signature.parameters.items():
            if not started:
                if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                    started = True
                elif name not in self.arguments:
                    started = True
                    continue
            if not started:
                continue
            try:
                arg = self.arguments[name]
            except KeyError:
                pass
            else:
                if param.kind == _VAR_KEYWORD:
                    kwargs.update(arg)
                else:
                    kwargs[name] = arg
        return kwargs

    def apply_defaults(self):
        arguments = self.arguments
        new_arguments = []
        for name, param in self._signature.parameters.items():
            try:
                new_arguments.append((name, arguments[name]))
            except KeyError:
                if param.default is not _empty:
                    value = param.default
                elif param.kind is _VAR_POSITIONAL:
                    value = ()
                elif param.kind is _VAR_KEYWORD:
                    value = {}
                else:
                    continue
                new_arguments.append((name, value))
        self.arguments = dict(new_arguments)

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, BoundArguments):
            return NotImplemented
        return self.signature == other.signature and self.arguments == other.arguments

    def __repr__(self):
        args = ", ".join(f"{name}={value!r}" for name, value in self.arguments.items())
        return f"<{type(self).__name__} ({args})>"


class Signature:
    __module__ = "inspect"
    __slots__ = ("_return_annotation", "_parameters")

    _parameter_cls = Parameter
    _bound_arguments_cls = BoundArguments

    empty = _empty

    def __init__(self, parameters=None, *, return_annotation=_empty, __validate_parameters__=True):
        params = {}
        if parameters is not None:
            if __validate_parameters__:
                top_kind = _POSITIONAL_ONLY
                seen_default = False
                for param in parameters:
                    kind, name = param.kind, param.name
                    if kind < top_kind:
                        raise ValueError(
                            f"wrong parameter order: {top_kind.description} parameter before {kind.description} parameter"
                        )
                    if kind > top_kind:
                        top_kind = kind
                    if kind in (_POSITIONAL_ONLY, _POSITIONAL_OR_KEYWORD):
                        if param.default is _empty:
                            if seen_default:
                                raise ValueError("non-default argument follows default argument")
                        else:
                            seen_default = True
                    if name in params:
                        raise ValueError(f"duplicate parameter name: {name!r}")
                    params[name] = param
            else:
                params = {param.name: param for param in parameters}
        self._parameters = _types.MappingProxyType(params)
        self._return_annotation = return_annotation

    @classmethod
    def from_callable(cls, obj, *, follow_wrapped=True, globals=None, locals=None, eval_str=False):
        from inspect import _signature_from_callable

        return _signature_from_callable(obj, follow_wrapped, eval_str, cls)

    parameters = property(lambda self: self._parameters)
    return_annotation = property(lambda self: self._return_annotation)

    def replace(self, *, parameters=_void, return_annotation=_void):
        if parameters is _void:
            parameters = self.parameters.values()
        if return_annotation is _void:
            return_annotation = self._return_annotation
        return type(self)(parameters, return_annotation=return_annotation)

    def _hash_basis(self):
        params = tuple(param for param in self.parameters.values() if param.kind != _KEYWORD_ONLY)
        kwo_params = {param.name: param for param in self.parameters.values() if param.kind == _KEYWORD_ONLY}
        return params, kwo_params, self.return_annotation

    def __hash__(self):
        params, kwo_params, return_annotation = self._hash_basis()
        return hash((params, frozenset(kwo_params.values()), return_annotation))

    def __eq__(self, other):
        if self is other:
            return True
        if not isinstance(other, Signature):
            return NotImplemented
        return self._hash_basis() == other._hash_basis()

    def _bind(self, args, kwargs, *, partial=False):
        arguments = {}
        parameters = iter(self.parameters.values())
        parameters_ex = ()
        arg_vals = iter(args)
        while True:
            try:
                arg_val = next(arg_vals)
            except StopIteration:
                try:
                    param = next(parameters)
                except StopIteration:
                    break
                else:
                    if param.kind == _VAR_POSITIONAL:
                        break
                    elif param.name in kwargs:
                        if param.kind == _POSITIONAL_ONLY:
                            raise TypeError(f"{param.name!r} parameter is positional only, but was passed as a keyword")
                        parameters_ex = (param,)
                        break
                    elif param.kind == _VAR_KEYWORD or param.default is not _empty:
                        parameters_ex = (param,)
                        break
                    else:
                        if partial:
                            parameters_ex = (param,)
                            break
                        raise TypeError(f"missing a required argument: {param.name!r}") from None
            else:
                try:
                    param = next(parameters)
                except StopIteration:
                    raise TypeError("too many positional arguments") from None
                else:
                    if param.kind in (_VAR_KEYWORD, _KEYWORD_ONLY):
                        raise TypeError("too many positional arguments") from None
                    if param.kind == _VAR_POSITIONAL:
                        values = [arg_val]
                        values.extend(arg_vals)
                        arguments[param.name] = tuple(values)
                        break
                    if param.name in kwargs and param.kind != _POSITIONAL_ONLY:
                        raise TypeError(f"multiple values for argument {param.name!r}") from None
                    arguments[param.name] = arg_val
        kwargs_param = None
        for param in (*parameters_ex, *parameters):
            if param.kind == _VAR_KEYWORD:
                kwargs_param = param
                continue
            if param.kind == _VAR_POSITIONAL:
                continue
            param_name = param.name
            try:
                arg_val = kwargs.pop(param_name)
            except KeyError:
                if not partial and param.kind != _VAR_POSITIONAL and param.default is _empty:
                    raise TypeError(f"missing a required argument: {param_name!r}") from None
            else:
                if param.kind == _POSITIONAL_ONLY:
                    raise TypeError(f"{param.name!r} parameter is positional only, but was passed as a keyword")
                arguments[param_name] = arg_val
        if kwargs:
            if kwargs_param is not None:
                arguments[kwargs_param.name] = kwargs
            else:
                raise TypeError(f"got an unexpected keyword argument {next(iter(kwargs))!r}")
        return self._bound_arguments_cls(self, arguments)

    def bind(self, /, *args, **kwargs):
        return self._bind(args, kwargs)

    def bind_partial(self, /, *args, **kwargs):
        return self._bind(args, kwargs, partial=True)

    def __repr__(self):
        return f"<{type(self).__name__} {self}>"

    def __str__(self):
        result = []
        render_pos_only_separator = False
        render_kw_only_separator = True
        for param in self.parameters.values():
            formatted = str(param)
            kind = param.kind
            if kind == _POSITIONAL_ONLY:
                render_pos_only_separator = True
            elif render_pos_only_separator:
                result.append("/")
                render_pos_only_separator = False
            if kind == _VAR_POSITIONAL:
                render_kw_only_separator = False
            elif kind == _KEYWORD_ONLY and render_kw_only_separator:
                result.append("*")
                render_kw_only_separator = False
            result.append(formatted)
        if render_pos_only_separator:
            result.append("/")
        rendered = f"({', '.join(result)})"
        if self.return_annotation is not _empty:
            rendered += f" -> {formatannotation(self.return_annotation)}"
        return rendered
