"""The patchers of `unittest.mock`: `patch`, `patch.object`, `patch.multiple`, `patch.dict`
and `patch.stopall`, each usable as a function or class decorator, as a context manager, or
through `start()` and `stop()`. A target string is imported with `importlib.import_module`
one dotted part at a time, as `pkgutil.resolve_name` does."""

import contextlib
import functools
import importlib
import inspect
import sys

from _unittest_mock_base import NonCallableMock, _instance_callable, _is_instance_mock, _is_list
from _unittest_mock_call import DEFAULT
from _unittest_mock_magic import AsyncMock, InvalidSpecError, MagicMock, NonCallableMagicMock, create_autospec


def _importer(target):
    """The object `target` names: the longest importable dotted prefix, then attributes."""
    parts = target.split('.')
    modname = parts.pop(0)
    thing = importlib.import_module(modname)
    while parts:
        name = f'{modname}.{parts[0]}'
        try:
            thing = importlib.import_module(name)
        except ImportError:
            break
        parts.pop(0)
        modname = name
    for part in parts:
        thing = getattr(thing, part)
    return thing


def _get_target(target):
    try:
        target, attribute = target.rsplit('.', 1)
    except (TypeError, ValueError, AttributeError):
        raise TypeError(f"Need a valid target to patch. You supplied: {target!r}")
    return functools.partial(_importer, target), attribute


def _is_async_obj(obj):
    if _is_instance_mock(obj) and not isinstance(obj, AsyncMock):
        return False
    if hasattr(obj, '__func__'):
        obj = obj.__func__
    return inspect.iscoroutinefunction(obj)


class _patch:
    """A patch of one attribute of one object (and, for `patch.multiple`, the others it starts)."""

    attribute_name = None
    _active_patches = []

    def __init__(self, getter, attribute, new, spec, create, spec_set, autospec, new_callable, kwargs, *,
                 unsafe=False):
        if new_callable is not None:
            if new is not DEFAULT:
                raise ValueError("Cannot use 'new' and 'new_callable' together")
            if autospec is not None:
                raise ValueError("Cannot use 'autospec' and 'new_callable' together")
        self.getter = getter
        self.attribute = attribute
        self.new = new
        self.new_callable = new_callable
        self.spec = spec
        self.create = create
        self.has_local = False
        self.spec_set = spec_set
        self.autospec = autospec
        self.kwargs = kwargs
        self.additional_patchers = []
        self.unsafe = unsafe
        self._shadowed = None

    def copy(self):
        patcher = _patch(self.getter, self.attribute, self.new, self.spec, self.create, self.spec_set,
                         self.autospec, self.new_callable, self.kwargs, unsafe=self.unsafe)
        patcher.attribute_name = self.attribute_name
        patcher.additional_patchers = [p.copy() for p in self.additional_patchers]
        return patcher

    def __call__(self, func):
        if isinstance(func, type):
            return self.decorate_class(func)
        if inspect.iscoroutinefunction(func):
            return self.decorate_async_callable(func)
        return self.decorate_callable(func)

    def decorate_class(self, klass):
        for attr in dir(klass):
            if not attr.startswith(patch.TEST_PREFIX):
                continue
            attr_value = getattr(klass, attr)
            if not hasattr(attr_value, "__call__"):
                continue
            patcher = self.copy()
            setattr(klass, attr, patcher(attr_value))
        return klass

    @contextlib.contextmanager
    def decoration_helper(self, patched, args, keywargs):
        extra_args = []
        with contextlib.ExitStack() as exit_stack:
            for patching in patched.patchings:
                arg = exit_stack.enter_context(patching)
                if patching.attribute_name is not None:
                    keywargs.update(arg)
                elif patching.new is DEFAULT:
                    extra_args.append(arg)
            args += tuple(extra_args)
            yield (args, keywargs)

    def decorate_callable(self, func):
        if hasattr(func, 'patchings'):
            func.patchings.append(self)
            return func

        @functools.wraps(func)
        def patched(*args, **keywargs):
            with self.decoration_helper(patched, args, keywargs) as (newargs, newkeywargs):
                return func(*newargs, **newkeywargs)

        patched.patchings = [self]
        return patched

    def decorate_async_callable(self, func):
        if hasattr(func, 'patchings'):
            func.patchings.append(self)
            return func

        @functools.wraps(func)
        async def patched(*args, **keywargs):
            with self.decoration_helper(patched, args, keywargs) as (newargs, newkeywargs):
                return await func(*newargs, **newkeywargs)

        patched.patchings = [self]
        return patched

    def get_original(self):
        target = self.getter()
        name = self.attribute
        original = DEFAULT
        local = False
        try:
            original = target.__dict__[name]
        except (AttributeError, KeyError, TypeError):
            original = getattr(target, name, DEFAULT)
        else:
            local = True
        if not self.create and original is DEFAULT:
            raise AttributeError("%s does not have the attribute %r" % (target, name))
        return original, local

    def _make_new(self, original):
        spec, spec_set, new_callable = self.spec, self.spec_set, self.new_callable
        if spec is False:
            spec = None
        if spec_set is False:
            spec_set = None
        inherit = False
        if spec is True:
            spec = original
            if spec_set is True:
                spec_set = original
                spec = None
        elif spec is not None:
            if spec_set is True:
                spec_set = spec
                spec = None
        elif spec_set is True:
            spec_set = original
        if spec is not None or spec_set is not None:
            if original is DEFAULT:
                raise TypeError("Can't use 'spec' with create=True")
            if isinstance(original, type):
                inherit = True
        if spec is None and _is_async_obj(original):
            Klass = AsyncMock
        else:
            Klass = MagicMock
        _kwargs = {}
        if new_callable is not None:
            Klass = new_callable
        elif spec is not None or spec_set is not None:
            this_spec = spec if spec_set is None else spec_set
            if _is_list(this_spec):
                not_callable = '__call__' not in this_spec
            else:
                not_callable = not callable(this_spec)
            if _is_async_obj(this_spec):
                Klass = AsyncMock
            elif not_callable:
                Klass = NonCallableMagicMock
        if spec is not None:
            _kwargs['spec'] = spec
        if spec_set is not None:
            _kwargs['spec_set'] = spec_set
        if isinstance(Klass, type) and issubclass(Klass, NonCallableMock) and self.attribute:
            _kwargs['name'] = self.attribute
        _kwargs.update(self.kwargs)
        new = Klass(**_kwargs)
        if inherit and _is_instance_mock(new):
            this_spec = spec if spec_set is None else spec_set
            if not _is_list(this_spec) and not _instance_callable(this_spec):
                Klass = NonCallableMagicMock
            _kwargs.pop('name')
            new.return_value = Klass(_new_parent=new, _new_name='()', **_kwargs)
        return new

    def __enter__(self):
        """Perform the patch."""
        new, autospec = self.new, self.autospec
        self.target = self.getter()
        if autospec is False:
            autospec = None
        spec = None if self.spec is False else self.spec
        spec_set = None if self.spec_set is False else self.spec_set
        if spec is not None and autospec is not None:
            raise TypeError("Can't specify spec and autospec")
        if (spec is not None or autospec is not None) and spec_set not in (True, None):
            raise TypeError("Can't provide explicit spec_set *and* spec or autospec")
        original, local = self.get_original()
        if new is DEFAULT and autospec is None:
            new = self._make_new(original)
        elif autospec is not None:
            if new is not DEFAULT:
                raise TypeError("autospec creates the mock for you. Can't specify autospec and new.")
            if original is DEFAULT:
                raise TypeError("Can't use 'autospec' with create=True")
            if autospec is True:
                autospec = original
            if _is_instance_mock(self.target):
                raise InvalidSpecError(f'Cannot autospec attr {self.attribute!r} as the patch target '
                                       f'has already been mocked out. [target={self.target!r}, attr={autospec!r}]')
            new = create_autospec(autospec, spec_set=bool(spec_set), _name=self.attribute, **self.kwargs)
        elif self.kwargs:
            raise TypeError("Can't pass kwargs to a mock we aren't creating")
        self.temp_original = original
        self.is_local = local
        self._exit_stack = contextlib.ExitStack()
        try:
            setattr(self.target, self.attribute, new)
            self._shadow_builtin(new)
            if self.attribute_name is not None:
                extra_args = {}
                if self.new is DEFAULT:
                    extra_args[self.attribute_name] = new
                for patching in self.additional_patchers:
                    arg = self._exit_stack.enter_context(patching)
                    if patching.new is DEFAULT:
                        extra_args.update(arg)
                return extra_args
            return new
        except BaseException as exc:
            if not self.__exit__(type(exc), exc, exc.__traceback__):
                raise

    def _shadow_builtin(self, new):
        """Garter's name lookup finds its builtin functions without reading the `builtins`
        module, so a patch of `builtins.NAME` also sets NAME in `__main__` (when it has none),
        where the program's own code looks first."""
        self._shadowed = None
        if getattr(self.target, '__name__', None) != 'builtins' or type(self.target) is not type(sys):
            return
        main = importlib.import_module('__main__')
        if not hasattr(main, self.attribute) or getattr(main, self.attribute) is self.temp_original:
            setattr(main, self.attribute, new)
            self._shadowed = main

    def __exit__(self, *exc_info):
        """Undo the patch."""
        if self._shadowed is not None:
            delattr(self._shadowed, self.attribute)
            self._shadowed = None
        if self.is_local and self.temp_original is not DEFAULT:
            setattr(self.target, self.attribute, self.temp_original)
        else:
            delattr(self.target, self.attribute)
            if not self.create and (not hasattr(self.target, self.attribute) or self.attribute in (
                    '__doc__', '__module__', '__defaults__', '__annotations__', '__kwdefaults__')):
                setattr(self.target, self.attribute, self.temp_original)
        del self.temp_original
        del self.is_local
        del self.target
        exit_stack = self._exit_stack
        del self._exit_stack
        return exit_stack.__exit__(*exc_info)

    def start(self):
        """Activate a patch, returning any created mock."""
        result = self.__enter__()
        self._active_patches.append(self)
        return result

    def stop(self):
        """Stop an active patch."""
        try:
            self._active_patches.remove(self)
        except ValueError:
            return None
        return self.__exit__(None, None, None)


def _patch_object(target, attribute, new=DEFAULT, spec=None, create=False, spec_set=None, autospec=None,
                  new_callable=None, *, unsafe=False, **kwargs):
    """Patch the named member (`attribute`) on an object (`target`) with a mock object."""
    if type(target) is str:
        raise TypeError(f"{target!r} must be the actual object to be patched, not a str")
    return _patch(lambda: target, attribute, new, spec, create, spec_set, autospec, new_callable, kwargs,
                  unsafe=unsafe)


def _patch_multiple(target, spec=None, create=False, spec_set=None, autospec=None, new_callable=None, **kwargs):
    """Perform multiple patches in a single call; `kwargs` maps attribute names to their
    replacements (`DEFAULT` for a created mock, passed to the test by name)."""
    if type(target) is str:
        getter = functools.partial(_importer, target)
    else:
        getter = lambda: target
    if not kwargs:
        raise ValueError('Must supply at least one keyword argument with patch.multiple')
    items = list(kwargs.items())
    attribute, new = items[0]
    patcher = _patch(getter, attribute, new, spec, create, spec_set, autospec, new_callable, {})
    patcher.attribute_name = attribute
    for attribute, new in items[1:]:
        this_patcher = _patch(getter, attribute, new, spec, create, spec_set, autospec, new_callable, {})
        this_patcher.attribute_name = attribute
        patcher.additional_patchers.append(this_patcher)
    return patcher


def patch(target, new=DEFAULT, spec=None, create=False, spec_set=None, autospec=None, new_callable=None, *,
          unsafe=False, **kwargs):
    """Replace the object `target` ("package.module.ClassName.attribute") names with `new`
    (by default a `MagicMock`, passed to a decorated function as an extra argument) for the
    duration of a function, a class's tests, a `with` block, or between `start()` and `stop()`."""
    getter, attribute = _get_target(target)
    return _patch(getter, attribute, new, spec, create, spec_set, autospec, new_callable, kwargs, unsafe=unsafe)


class _patch_dict:
    """Patch a dictionary, or dictionary like object, and restore it to its original state
    after the test (or `with` block)."""

    def __init__(self, in_dict, values=(), clear=False, **kwargs):
        self.in_dict = in_dict
        self.values = dict(values)
        self.values.update(kwargs)
        self.clear = clear
        self._original = None

    def __call__(self, f):
        if isinstance(f, type):
            return self.decorate_class(f)
        if inspect.iscoroutinefunction(f):
            @functools.wraps(f)
            async def _async_inner(*args, **kw):
                self._patch_dict()
                try:
                    return await f(*args, **kw)
                finally:
                    self._unpatch_dict()
            return _async_inner

        @functools.wraps(f)
        def _inner(*args, **kw):
            self._patch_dict()
            try:
                return f(*args, **kw)
            finally:
                self._unpatch_dict()
        return _inner

    def decorate_class(self, klass):
        for attr in dir(klass):
            attr_value = getattr(klass, attr)
            if attr.startswith(patch.TEST_PREFIX) and hasattr(attr_value, "__call__"):
                decorator = _patch_dict(self.in_dict, self.values, self.clear)
                setattr(klass, attr, decorator(attr_value))
        return klass

    def __enter__(self):
        """Patch the dict."""
        self._patch_dict()
        return self.in_dict

    def _patch_dict(self):
        if isinstance(self.in_dict, str):
            self.in_dict = _importer(self.in_dict)
        in_dict = self.in_dict
        try:
            original = in_dict.copy()
        except AttributeError:
            original = {}
            for key in in_dict:
                original[key] = in_dict[key]
        self._original = original
        if self.clear:
            _clear_dict(in_dict)
        try:
            in_dict.update(self.values)
        except AttributeError:
            for key in self.values:
                in_dict[key] = self.values[key]

    def _unpatch_dict(self):
        in_dict = self.in_dict
        original = self._original
        _clear_dict(in_dict)
        try:
            in_dict.update(original)
        except AttributeError:
            for key in original:
                in_dict[key] = original[key]

    def __exit__(self, *args):
        """Unpatch the dict."""
        if self._original is not None:
            self._unpatch_dict()
        return False

    def start(self):
        """Activate a patch, returning any created mock."""
        result = self.__enter__()
        _patch._active_patches.append(self)
        return result

    def stop(self):
        """Stop an active patch."""
        try:
            _patch._active_patches.remove(self)
        except ValueError:
            return None
        return self.__exit__(None, None, None)


def _clear_dict(in_dict):
    try:
        in_dict.clear()
    except AttributeError:
        keys = list(in_dict)
        for key in keys:
            del in_dict[key]


def _patch_stopall():
    """Stop all active patches. LIFO to unroll nested patches."""
    for patcher in reversed(_patch._active_patches):
        patcher.stop()


patch.object = _patch_object
patch.dict = _patch_dict
patch.multiple = _patch_multiple
patch.stopall = _patch_stopall
patch.TEST_PREFIX = 'test'
