"""Data classes, as CPython 3.11's dataclasses module: `@dataclass` with init, repr, eq, order,
unsafe_hash, frozen, match_args and kw_only; `field` (defaults, default factories, init, repr,
compare, hash, metadata, kw_only), `KW_ONLY`, `InitVar`, `__post_init__`, and `fields`,
`asdict`, `astuple`, `replace`, `is_dataclass`, `make_dataclass`. The generated `__init__`
binds its arguments with CPython's messages (Garter has no exec to write it as source)."""

import copy as _copy
from _binding import bind as _bind

__all__ = [
    "dataclass",
    "field",
    "Field",
    "FrozenInstanceError",
    "InitVar",
    "KW_ONLY",
    "MISSING",
    "fields",
    "asdict",
    "astuple",
    "make_dataclass",
    "replace",
    "is_dataclass",
]


class FrozenInstanceError(AttributeError):
    pass


class _MISSING_TYPE:
    def __repr__(self):
        return "<dataclasses._MISSING_TYPE object>"


MISSING = _MISSING_TYPE()


class _KW_ONLY_TYPE:
    def __repr__(self):
        return "<dataclasses._KW_ONLY_TYPE object>"


KW_ONLY = _KW_ONLY_TYPE()


class InitVar:
    __slots__ = ("type",)

    def __init__(self, type):
        self.type = type

    def __repr__(self):
        name = self.type.__name__ if isinstance(self.type, type) else repr(self.type)
        return f"dataclasses.InitVar[{name}]"

    def __class_getitem__(cls, type):
        return InitVar(type)


_FIELD = "_FIELD"
_FIELD_CLASSVAR = "_FIELD_CLASSVAR"
_FIELD_INITVAR = "_FIELD_INITVAR"


class Field:
    __slots__ = ("name", "type", "default", "default_factory", "repr", "hash", "init", "compare", "metadata", "kw_only", "_field_type")

    def __init__(self, default, default_factory, init, repr, hash, compare, metadata, kw_only):
        self.name = None
        self.type = None
        self.default = default
        self.default_factory = default_factory
        self.init = init
        self.repr = repr
        self.hash = hash
        self.compare = compare
        self.metadata = {} if metadata is None else dict(metadata)
        self.kw_only = kw_only
        self._field_type = None

    def __repr__(self):
        return (
            f"Field(name={self.name!r},type={self.type!r},default={self.default!r},"
            f"default_factory={self.default_factory!r},init={self.init!r},repr={self.repr!r},"
            f"hash={self.hash!r},compare={self.compare!r},metadata={self.metadata!r},"
            f"kw_only={self.kw_only!r},_field_type={self._field_type})"
        )


def field(*, default=MISSING, default_factory=MISSING, init=True, repr=True, hash=None, compare=True, metadata=None, kw_only=MISSING):
    if default is not MISSING and default_factory is not MISSING:
        raise ValueError("cannot specify both default and default_factory")
    return Field(default, default_factory, init, repr, hash, compare, metadata, kw_only)


class _Params:
    __slots__ = ("init", "repr", "eq", "order", "unsafe_hash", "frozen")

    def __init__(self, init, repr, eq, order, unsafe_hash, frozen):
        self.init = init
        self.repr = repr
        self.eq = eq
        self.order = order
        self.unsafe_hash = unsafe_hash
        self.frozen = frozen

    def __repr__(self):
        return (
            f"_DataclassParams(init={self.init!r},repr={self.repr!r},eq={self.eq!r},order={self.order!r},"
            f"unsafe_hash={self.unsafe_hash!r},frozen={self.frozen!r})"
        )


def _is_classvar(annotation):
    if isinstance(annotation, str):
        return annotation.startswith(("ClassVar", "typing.ClassVar"))
    origin = getattr(annotation, "__origin__", None)
    name = getattr(annotation, "_name", None)
    return name == "ClassVar" or repr(annotation) == "typing.ClassVar" or (origin is not None and repr(origin) == "typing.ClassVar")


def _is_initvar(annotation):
    if isinstance(annotation, str):
        return annotation.startswith(("InitVar", "dataclasses.InitVar"))
    return isinstance(annotation, InitVar) or annotation is InitVar


def _unhashable(value):
    return isinstance(value, (list, dict, set)) or type(value).__hash__ is None


def _make_field(cls, name, annotation, default_kw_only):
    default = cls.__dict__.get(name, MISSING)
    if isinstance(default, Field):
        f = default
    else:
        f = field(default=default)
    f.name = name
    f.type = annotation
    f._field_type = _FIELD
    if _is_classvar(annotation):
        f._field_type = _FIELD_CLASSVAR
    elif _is_initvar(annotation):
        f._field_type = _FIELD_INITVAR
    if f._field_type in (_FIELD_CLASSVAR, _FIELD_INITVAR) and f.default_factory is not MISSING:
        raise TypeError(f"field {name} cannot have a default factory")
    if f._field_type in (_FIELD, _FIELD_INITVAR):
        if f.kw_only is MISSING:
            f.kw_only = default_kw_only
    elif f.kw_only is not MISSING:
        raise TypeError(f"field {name} is a ClassVar but specifies kw_only")
    if f._field_type is _FIELD and f.default is not MISSING and _unhashable(f.default):
        raise ValueError(f"mutable default {type(f.default)} for field {name} is not allowed: use default_factory")
    return f


def _set_new_attribute(cls, name, value):
    if name in cls.__dict__:
        return True
    value.__qualname__ = f"{cls.__qualname__}.{name}"
    value.__name__ = name
    setattr(cls, name, value)
    return False


def _field_values(obj, flds):
    return tuple(getattr(obj, f.name) for f in flds)


class _HasDefaultFactoryClass:
    """The default `inspect.signature` shows for a field with a default factory."""

    def __repr__(self):
        return "<factory>"


_HAS_DEFAULT_FACTORY = _HasDefaultFactoryClass()


def _make_init(cls, all_fields, frozen, has_post_init):
    init_fields = [f for f in all_fields if f._field_type in (_FIELD, _FIELD_INITVAR)]
    positional = [f for f in init_fields if f.init and not f.kw_only]
    keyword_only = [f for f in init_fields if f.init and f.kw_only]
    seen_default = False
    for f in positional:
        if f.default is not MISSING or f.default_factory is not MISSING:
            seen_default = True
        elif seen_default:
            raise TypeError(f"non-default argument {f.name!r} follows default argument")
    factory = _HAS_DEFAULT_FACTORY
    defaults = {}
    for f in init_fields:
        if f.default is not MISSING:
            defaults[f.name] = f.default
        elif f.default_factory is not MISSING:
            defaults[f.name] = factory
    positional_names = tuple(f.name for f in positional)
    keyword_names = tuple(f.name for f in keyword_only)
    function = f"{cls.__qualname__}.__init__()"

    def __init__(self, *args, **kwargs):
        values = _bind(function, positional_names, keyword_names, defaults, args, kwargs)
        initvars = []
        for f in init_fields:
            if f.init:
                value = values[f.name]
                if value is factory:
                    value = f.default_factory()
            elif f.default_factory is not MISSING:
                value = f.default_factory()
            elif f.default is not MISSING:
                value = f.default
            else:
                continue
            if f._field_type is _FIELD_INITVAR:
                initvars.append(value)
            elif frozen:
                object.__setattr__(self, f.name, value)
            else:
                setattr(self, f.name, value)
        if has_post_init:
            self.__post_init__(*initvars)

    # What `inspect.signature` shows for this `__init__`: (name, annotation, default or MISSING,
    # keyword-only) of each parameter after self.
    __init__.__dataclass_parameters__ = tuple(
        (f.name, f.type, defaults.get(f.name, MISSING), f.kw_only) for f in positional + keyword_only
    )
    return __init__


_repr_running = set()


def _make_repr(flds):
    def __repr__(self):
        key = id(self)
        if key in _repr_running:
            return "..."
        _repr_running.add(key)
        try:
            inner = ", ".join(f"{f.name}={getattr(self, f.name)!r}" for f in flds)
        finally:
            _repr_running.discard(key)
        return f"{self.__class__.__qualname__}({inner})"

    __repr__._dataclass_repr = True
    return __repr__


def _make_compare(op, flds):
    def compare(self, other):
        if other.__class__ is self.__class__:
            return op(_field_values(self, flds), _field_values(other, flds))
        return NotImplemented

    return compare


def _make_frozen(cls, flds):
    names = {f.name for f in flds}

    def __setattr__(self, name, value):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot assign to field {name!r}")
        super(cls, self).__setattr__(name, value)

    def __delattr__(self, name):
        if type(self) is cls or name in names:
            raise FrozenInstanceError(f"cannot delete field {name!r}")
        super(cls, self).__delattr__(name)

    return __setattr__, __delattr__


def _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only):
    all_fields = {}
    any_frozen_base = False
    has_dataclass_bases = False
    for base in cls.__mro__[-1:0:-1]:
        base_fields = getattr(base, "__dataclass_fields__", None)
        if base_fields is not None:
            has_dataclass_bases = True
            for f in base_fields.values():
                all_fields[f.name] = f
            if base.__dataclass_params__.frozen:
                any_frozen_base = True
    annotations = cls.__dict__.get("__annotations__", {})
    default_kw_only = kw_only
    own = []
    for name, annotation in annotations.items():
        if annotation is KW_ONLY or annotation == "KW_ONLY" or annotation == "dataclasses.KW_ONLY":
            default_kw_only = True
            continue
        own.append(_make_field(cls, name, annotation, default_kw_only))
    for f in own:
        all_fields[f.name] = f
        if isinstance(cls.__dict__.get(f.name), Field):
            if f.default is MISSING:
                delattr(cls, f.name)
            else:
                setattr(cls, f.name, f.default)
    for name, value in cls.__dict__.items():
        if isinstance(value, Field) and name not in annotations:
            raise TypeError(f"{name!r} is a field but has no type annotation")
    if has_dataclass_bases:
        if any_frozen_base and not frozen:
            raise TypeError("cannot inherit non-frozen dataclass from a frozen one")
        if not any_frozen_base and frozen and any(
            getattr(b, "__dataclass_fields__", None) is not None for b in cls.__mro__[1:]
        ):
            raise TypeError("cannot inherit frozen dataclass from a non-frozen one")
    cls.__dataclass_fields__ = all_fields
    cls.__dataclass_params__ = _Params(init, repr, eq, order, unsafe_hash, frozen)
    field_list = [f for f in all_fields.values() if f._field_type is _FIELD]
    class_hash = cls.__dict__.get("__hash__", MISSING)
    has_explicit_hash = not (class_hash is MISSING or (class_hash is None and "__eq__" in cls.__dict__))
    if init:
        has_post_init = hasattr(cls, "__post_init__")
        _set_new_attribute(cls, "__init__", _make_init(cls, list(all_fields.values()), frozen, has_post_init))
    if repr:
        _set_new_attribute(cls, "__repr__", _make_repr([f for f in field_list if f.repr]))
    compared = [f for f in field_list if f.compare]
    if eq:
        _set_new_attribute(cls, "__eq__", _make_compare(lambda a, b: a == b, compared))
    if order:
        if not eq:
            raise ValueError("eq must be true if order is true")
        for name, op in (
            ("__lt__", lambda a, b: a < b),
            ("__le__", lambda a, b: a <= b),
            ("__gt__", lambda a, b: a > b),
            ("__ge__", lambda a, b: a >= b),
        ):
            if _set_new_attribute(cls, name, _make_compare(op, compared)):
                raise TypeError(
                    f"Cannot overwrite attribute {name} in class {cls.__name__}. Consider using functools.total_ordering"
                )
    if frozen:
        setter, deleter = _make_frozen(cls, field_list)
        for name, function in (("__setattr__", setter), ("__delattr__", deleter)):
            if _set_new_attribute(cls, name, function):
                raise TypeError(f"Cannot overwrite attribute {name} in class {cls.__name__}")
    hashed = [f for f in field_list if (f.compare if f.hash is None else f.hash)]
    if unsafe_hash and has_explicit_hash:
        raise TypeError(f"Cannot overwrite attribute __hash__ in class {cls.__name__}")
    if not has_explicit_hash:
        if unsafe_hash or (eq and frozen):

            def __hash__(self):
                return hash(_field_values(self, hashed))

            __hash__.__qualname__ = f"{cls.__qualname__}.__hash__"
            cls.__hash__ = __hash__
        elif eq:
            cls.__hash__ = None
    if not getattr(cls, "__doc__", None):
        cls.__doc__ = cls.__name__ + _signature_text(list(all_fields.values())) if init else cls.__name__ + "()"
    if match_args:
        positional = tuple(f.name for f in all_fields.values() if f._field_type is _FIELD and f.init and not f.kw_only)
        if "__match_args__" not in cls.__dict__:
            cls.__match_args__ = positional
    return cls


def _annotation_text(annotation):
    """An annotation as `inspect.signature` shows it."""
    if isinstance(annotation, type):
        if annotation.__module__ == "builtins":
            return annotation.__qualname__
        return f"{annotation.__module__}.{annotation.__qualname__}"
    return repr(annotation).replace("typing.", "")


def _signature_text(all_fields):
    """The `(x: int, y: int = 0)` of the generated `__init__`, for the class docstring."""
    parts = []
    keyword_only = []
    for f in all_fields:
        if f._field_type not in (_FIELD, _FIELD_INITVAR) or not f.init:
            continue
        text = f"{f.name}: {_annotation_text(f.type)}"
        if f.default is not MISSING:
            text += f" = {f.default!r}"
        elif f.default_factory is not MISSING:
            text += " = <factory>"
        (keyword_only if f.kw_only else parts).append(text)
    if keyword_only:
        parts += ["*"] + keyword_only
    return "(" + ", ".join(parts) + ")"


def dataclass(cls=None, /, *, init=True, repr=True, eq=True, order=False, unsafe_hash=False, frozen=False, match_args=True, kw_only=False, slots=False, weakref_slot=False):
    def wrap(cls):
        cls = _process_class(cls, init, repr, eq, order, unsafe_hash, frozen, match_args, kw_only)
        if slots:
            cls = _add_slots(cls, weakref_slot)
        elif weakref_slot:
            raise TypeError("weakref_slot is True but slots is False")
        return cls

    if cls is None:
        return wrap
    return wrap(cls)


def _add_slots(cls, weakref_slot):
    # As CPython: the class is made again, with __slots__ naming its fields (less those its
    # bases already hold) and without the fields' defaults as class attributes.
    if "__slots__" in cls.__dict__:
        raise TypeError(f"{cls.__name__} already specifies __slots__")
    namespace = dict(cls.__dict__)
    field_names = tuple(f.name for f in fields(cls))
    inherited = set()
    for base in cls.__mro__[1:-1]:
        declared = base.__dict__.get("__slots__", ())
        inherited.update((declared,) if isinstance(declared, str) else declared)
    wanted = field_names + (("__weakref__",) if weakref_slot else ())
    namespace["__slots__"] = tuple(name for name in wanted if name not in inherited)
    for name in field_names:
        namespace.pop(name, None)
    namespace.pop("__dict__", None)
    namespace.pop("__weakref__", None)
    qualname = getattr(cls, "__qualname__", None)
    made = type(cls)(cls.__name__, cls.__bases__, namespace)
    if qualname is not None:
        made.__qualname__ = qualname
    return made


def fields(class_or_instance):
    try:
        all_fields = class_or_instance.__dataclass_fields__
    except AttributeError:
        raise TypeError("must be called with a dataclass type or instance") from None
    return tuple(f for f in all_fields.values() if f._field_type is _FIELD)


def is_dataclass(obj):
    cls = obj if isinstance(obj, type) else type(obj)
    return hasattr(cls, "__dataclass_fields__")


def _is_dataclass_instance(obj):
    return hasattr(type(obj), "__dataclass_fields__")


def asdict(obj, *, dict_factory=dict):
    if not _is_dataclass_instance(obj):
        raise TypeError("asdict() should be called on dataclass instances")
    return _asdict_inner(obj, dict_factory)


def _asdict_inner(obj, dict_factory):
    if _is_dataclass_instance(obj):
        return dict_factory([(f.name, _asdict_inner(getattr(obj, f.name), dict_factory)) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_asdict_inner(v, dict_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_asdict_inner(v, dict_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_asdict_inner(k, dict_factory), _asdict_inner(v, dict_factory)) for k, v in obj.items())
    return _copy.deepcopy(obj)


def astuple(obj, *, tuple_factory=tuple):
    if not _is_dataclass_instance(obj):
        raise TypeError("astuple() should be called on dataclass instances")
    return _astuple_inner(obj, tuple_factory)


def _astuple_inner(obj, tuple_factory):
    if _is_dataclass_instance(obj):
        return tuple_factory([_astuple_inner(getattr(obj, f.name), tuple_factory) for f in fields(obj)])
    if isinstance(obj, tuple) and hasattr(obj, "_fields"):
        return type(obj)(*[_astuple_inner(v, tuple_factory) for v in obj])
    if isinstance(obj, (list, tuple)):
        return type(obj)(_astuple_inner(v, tuple_factory) for v in obj)
    if isinstance(obj, dict):
        return type(obj)((_astuple_inner(k, tuple_factory), _astuple_inner(v, tuple_factory)) for k, v in obj.items())
    return _copy.deepcopy(obj)


def replace(obj, /, **changes):
    if not _is_dataclass_instance(obj):
        raise TypeError("replace() should be called on dataclass instances")
    for f in obj.__dataclass_fields__.values():
        if f._field_type is _FIELD_CLASSVAR:
            continue
        if not f.init:
            if f.name in changes:
                raise ValueError(f"field {f.name} is declared with init=False, it cannot be specified with replace()")
            continue
        if f.name not in changes:
            if f._field_type is _FIELD_INITVAR and f.default is MISSING:
                raise ValueError(f"InitVar {f.name!r} must be specified with replace()")
            changes[f.name] = getattr(obj, f.name)
    return obj.__class__(**changes)


def make_dataclass(cls_name, fields, *, bases=(), namespace=None, **options):
    namespace = dict(namespace or {})
    annotations = {}
    for item in fields:
        if isinstance(item, str):
            name, annotation = item, "typing.Any"
        elif len(item) == 2:
            name, annotation = item
        else:
            name, annotation, spec = item
            namespace[name] = spec
        annotations[name] = annotation
    namespace["__annotations__"] = annotations
    return dataclass(type(cls_name, bases, namespace), **options)
