"""The classes behind typing's `class P(NamedTuple)` and `class M(TypedDict)`: metaclasses that
turn a class body's annotations into a namedtuple's fields or a TypedDict's keys, as CPython
3.11's typing does. typing passes in the helpers they need from it."""

from collections import namedtuple as _namedtuple

# Names a NamedTuple class body may not define, and names it defines that are not copied over.
_PROHIBITED = frozenset(
    {"__new__", "__init__", "__slots__", "__getnewargs__", "_fields", "_field_defaults", "_make", "_replace",
     "_asdict", "_source"}
)
_SPECIAL = frozenset({"__module__", "__name__", "__annotations__", "__qualname__"})


def make_named_tuple_base(type_check):
    """The class `NamedTuple` stands for as a base; its metaclass builds a namedtuple class
    from each class body that derives from it."""

    class NamedTupleMeta(type):
        def __new__(mcls, typename, bases, namespace):
            for base in bases:
                if base is not named_tuple_base:
                    raise TypeError("can only inherit from a NamedTuple type and Generic")
            annotations = namespace.get("__annotations__", {})
            default_names = []
            for field_name in annotations:
                if field_name in namespace:
                    default_names.append(field_name)
                elif default_names:
                    plural = "s" if len(default_names) > 1 else ""
                    raise TypeError(
                        f"Non-default namedtuple field {field_name} cannot follow default field{plural} "
                        f"{', '.join(default_names)}"
                    )
            result = named_tuple_base._build(
                typename,
                annotations.items(),
                [namespace[name] for name in default_names],
                namespace.get("__module__", "__main__"),
            )
            for key, value in namespace.items():
                if key in _PROHIBITED:
                    raise AttributeError("Cannot overwrite NamedTuple attribute " + key)
                if key in _SPECIAL or key in result._fields or (key == "__doc__" and value is None):
                    continue
                setattr(result, key, value)
            return result

        def _build(cls, typename, fields, defaults, module):
            fields = list(fields)
            types = {name: type_check(tp, "field annotation must be a type") for name, tp in fields}
            result = _namedtuple(typename, [name for name, _ in fields], defaults=defaults, module=module)
            result.__annotations__ = types
            return result

    named_tuple_base = type.__new__(NamedTupleMeta, "NamedTuple", (), {"__module__": "typing"})
    return named_tuple_base


def make_typed_dict_base(get_origin, get_args, annotated, required, not_required, type_check):
    """The class `TypedDict` stands for as a base; its metaclass makes each class body that
    derives from it a dict class with `__required_keys__` and `__optional_keys__`, whose
    instances are plain dicts."""

    class _TypedDictMeta(type):
        def __new__(mcls, name, bases, namespace, total=True):
            for base in bases:
                if type(base) is not _TypedDictMeta:
                    raise TypeError("cannot inherit from both a TypedDict type and a non-TypedDict base class")
            result = type.__new__(_TypedDictMeta, name, (dict,), namespace)
            message = "TypedDict('Name', {f0: t0, f1: t1, ...}); each t must be a type"
            own = {key: type_check(tp, message) for key, tp in namespace.get("__annotations__", {}).items()}
            annotations = {}
            required_keys = set()
            optional_keys = set()
            for base in bases:
                annotations.update(base.__dict__.get("__annotations__", {}))
                base_required = base.__dict__.get("__required_keys__", set())
                required_keys |= base_required
                optional_keys -= base_required
                base_optional = base.__dict__.get("__optional_keys__", set())
                required_keys -= base_optional
                optional_keys |= base_optional
            annotations.update(own)
            for key, tp in own.items():
                origin = get_origin(tp)
                if origin is annotated:
                    args = get_args(tp)
                    if args:
                        origin = get_origin(args[0])
                if origin is required:
                    is_required = True
                elif origin is not_required:
                    is_required = False
                else:
                    is_required = total
                if is_required:
                    required_keys.add(key)
                    optional_keys.discard(key)
                else:
                    optional_keys.add(key)
                    required_keys.discard(key)
            result.__annotations__ = annotations
            result.__required_keys__ = frozenset(required_keys)
            result.__optional_keys__ = frozenset(optional_keys)
            result.__total__ = total
            return result

        def __call__(cls, *args, **kwargs):
            return dict(*args, **kwargs)

        def __subclasscheck__(cls, other):
            raise TypeError("TypedDict does not support instance and class checks")

        __instancecheck__ = __subclasscheck__

    return type.__new__(_TypedDictMeta, "TypedDict", (dict,), {"__module__": "typing"})
