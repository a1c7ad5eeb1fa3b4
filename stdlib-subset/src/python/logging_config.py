"""logging.config, as CPython 3.11's module for a sandboxed program: `dictConfig` (schema
version 1: formatters, filters, handlers, loggers, root, `incremental`,
`disable_existing_loggers`, `()` factories, `ext://` and `cfg://` references, handlers that
refer to other handlers) with CPython's errors. `fileConfig` needs configparser and `listen`
a socket, neither of which a sandbox has: both raise NotImplementedError."""

import logging
import re
from importlib import import_module

__all__ = ["dictConfig", "fileConfig", "listen", "stopListening", "valid_ident",
           "DictConfigurator", "BaseConfigurator", "dictConfigClass"]

IDENTIFIER = re.compile(r"^[a-z_][a-z0-9_]*$", re.I)


def valid_ident(s):
    if not IDENTIFIER.match(s):
        raise ValueError(f"Not a valid Python identifier: {s!r}")
    return True


def _import_module(name):
    """The module `name`, or ImportError naming only it (as CPython's message does)."""
    try:
        return import_module(name)
    except ImportError:
        raise ImportError(f"No module named {name!r}") from None


def _resolve(name):
    """The object a dotted name stands for, importing its modules as needed."""
    parts = name.split(".")
    used = parts.pop(0)
    found = _import_module(used)
    for part in parts:
        used += "." + part
        try:
            found = getattr(found, part)
        except AttributeError:
            _import_module(used)
            found = getattr(found, part)
    return found


class BaseConfigurator:
    """Resolves the values of a configuration: `ext://` names and `cfg://` paths."""

    CONVERT_PATTERN = re.compile(r"^(?P<prefix>[a-z]+)://(?P<suffix>.*)$")
    WORD_PATTERN = re.compile(r"^\s*(\w+)\s*")
    DOT_PATTERN = re.compile(r"^\.\s*(\w+)\s*")
    INDEX_PATTERN = re.compile(r"^\[([^\[\]]*)\]\s*")
    DIGIT_PATTERN = re.compile(r"^\d+$")

    value_converters = {"ext": "ext_convert", "cfg": "cfg_convert"}

    def __init__(self, config):
        self.config = config

    def resolve(self, s):
        try:
            return _resolve(s)
        except ImportError as e:
            v = ValueError(f"Cannot resolve {s!r}: {e}")
            raise v from e

    def ext_convert(self, value):
        return self.resolve(value)

    def cfg_convert(self, value):
        rest = value
        m = self.WORD_PATTERN.match(rest)
        if m is None:
            raise ValueError(f"Unable to convert {value!r}")
        rest = rest[m.end():]
        d = self.config[m.groups()[0]]
        while rest:
            m = self.DOT_PATTERN.match(rest)
            if m:
                d = d[m.groups()[0]]
            else:
                m = self.INDEX_PATTERN.match(rest)
                if m:
                    idx = m.groups()[0]
                    if not self.DIGIT_PATTERN.match(idx):
                        d = d[idx]
                    else:
                        try:
                            d = d[int(idx)]
                        except TypeError:
                            d = d[idx]
            if m:
                rest = rest[m.end():]
            else:
                raise ValueError(f"Unable to convert {value!r} at {rest!r}")
        return self.convert(d)

    def convert(self, value):
        if isinstance(value, str):
            m = self.CONVERT_PATTERN.match(value)
            if m:
                converter = self.value_converters.get(m.group("prefix"))
                if converter:
                    return getattr(self, converter)(m.group("suffix"))
        return value

    def configure_custom(self, config):
        """An object made by the factory under '()', with the other keys as arguments and
        the '.' mapping set as attributes."""
        config = dict(config)
        factory = config.pop("()")
        if not callable(factory):
            factory = self.resolve(factory)
        props = config.pop(".", None)
        kwargs = {k: self.convert(config[k]) for k in config if valid_ident(k)}
        result = factory(**kwargs)
        if props:
            for name, value in props.items():
                setattr(result, name, value)
        return result

    def as_tuple(self, value):
        if isinstance(value, list):
            value = tuple(value)
        return value


class DictConfigurator(BaseConfigurator):
    """Configures logging from a dictionary (the `dictConfig` schema)."""

    def configure(self):
        config = self.config
        if "version" not in config:
            raise ValueError("dictionary doesn't specify a version")
        if config["version"] != 1:
            raise ValueError(f"Unsupported version: {config['version']}")
        incremental = config.pop("incremental", False)
        if incremental:
            self._configure_incremental(config)
            return
        disable_existing = config.pop("disable_existing_loggers", True)
        logging.shutdown()
        formatters = config.get("formatters", {})
        for name in formatters:
            try:
                formatters[name] = self.configure_formatter(formatters[name])
            except Exception as e:
                raise ValueError(f"Unable to configure formatter {name!r}") from e
        filters = config.get("filters", {})
        for name in filters:
            try:
                filters[name] = self.configure_filter(filters[name])
            except Exception as e:
                raise ValueError(f"Unable to configure filter {name!r}") from e
        self._configure_handlers(config.get("handlers", {}))
        root = logging.root
        existing = sorted(logging.root.manager.loggerDict)
        child_loggers = []
        loggers = config.get("loggers", {})
        for name in loggers:
            if name in existing:
                i = existing.index(name) + 1
                prefixed = name + "."
                while i < len(existing) and existing[i].startswith(prefixed):
                    child_loggers.append(existing[i])
                    i += 1
                existing.remove(name)
            try:
                self.configure_logger(name, loggers[name])
            except Exception as e:
                raise ValueError(f"Unable to configure logger {name!r}") from e
        for name in existing:
            logger = root.manager.loggerDict[name]
            if not isinstance(logger, logging.Logger):
                continue
            if name in child_loggers:
                logger.level = logging.NOTSET
                logger.handlers = []
                logger.propagate = True
            else:
                logger.disabled = disable_existing
        if "root" in config:
            try:
                self.configure_root(config["root"])
            except Exception as e:
                raise ValueError("Unable to configure root logger") from e

    def _configure_incremental(self, config):
        existing = {handler.name: handler for handler in logging._all_handlers()}
        for name, handler_config in config.get("handlers", {}).items():
            if name not in existing:
                raise ValueError(f"No handler found with name {name!r}")
            level = handler_config.get("level")
            if level:
                existing[name].setLevel(logging._checkLevel(level))
        for name, logger_config in config.get("loggers", {}).items():
            try:
                self.configure_logger(name, logger_config, True)
            except Exception as e:
                raise ValueError(f"Unable to configure logger {name!r}") from e
        if "root" in config:
            try:
                self.configure_root(config["root"], True)
            except Exception as e:
                raise ValueError("Unable to configure root logger") from e

    def _configure_handlers(self, handlers):
        deferred = []
        for name in sorted(handlers):
            try:
                handler = self.configure_handler(handlers[name])
                handler.name = name
                handlers[name] = handler
            except Exception as e:
                if "target not configured yet" in str(e.__cause__):
                    deferred.append(name)
                else:
                    raise ValueError(f"Unable to configure handler {name!r}") from e
        for name in deferred:
            try:
                handler = self.configure_handler(handlers[name])
                handler.name = name
                handlers[name] = handler
            except Exception as e:
                raise ValueError(f"Unable to configure handler {name!r}") from e

    def configure_formatter(self, config):
        if "()" in config:
            try:
                return self.configure_custom(config)
            except TypeError as te:
                if "'format'" not in str(te):
                    raise
                config = dict(config)
                config["fmt"] = config.pop("format")
                return self.configure_custom(config)
        fmt = config.get("format", None)
        datefmt = config.get("datefmt", None)
        style = config.get("style", "%")
        cname = config.get("class", None)
        factory = logging.Formatter if not cname else self.resolve(cname)
        if "validate" in config:
            return factory(fmt, datefmt, style, config["validate"])
        return factory(fmt, datefmt, style)

    def configure_filter(self, config):
        if "()" in config:
            return self.configure_custom(config)
        return logging.Filter(config.get("name", ""))

    def add_filters(self, filterer, filters):
        for name in filters:
            try:
                if callable(name) or hasattr(name, "filter"):
                    filterer.addFilter(name)
                else:
                    filterer.addFilter(self.config["filters"][name])
            except Exception as e:
                raise ValueError(f"Unable to add filter {name!r}") from e

    def configure_handler(self, config):
        config = dict(config)
        formatter = config.pop("formatter", None)
        if formatter:
            try:
                formatter = self.config["formatters"][formatter]
            except Exception as e:
                raise ValueError(f"Unable to set formatter {formatter!r}") from e
        level = config.pop("level", None)
        filters = config.pop("filters", None)
        if "()" in config:
            factory = config.pop("()")
            if not callable(factory):
                factory = self.resolve(factory)
        else:
            cname = config.pop("class")
            factory = self.resolve(cname) if isinstance(cname, str) else cname
            target = config.get("target")
            if target is not None and isinstance(factory, type) and any(
                    base.__name__ == "MemoryHandler" for base in factory.__mro__):
                try:
                    config["target"] = self.config["handlers"][target]
                    if not isinstance(config["target"], logging.Handler):
                        raise ValueError("target not configured yet")
                except Exception as e:
                    raise ValueError(f"Unable to set target handler {target!r}") from e
        props = config.pop(".", None)
        kwargs = {k: self.convert(config[k]) for k in config if valid_ident(k)}
        result = factory(**kwargs)
        if formatter:
            result.setFormatter(formatter)
        if level is not None:
            result.setLevel(logging._checkLevel(level))
        if filters:
            self.add_filters(result, filters)
        if props:
            for name, value in props.items():
                setattr(result, name, value)
        return result

    def add_handlers(self, logger, handlers):
        for name in handlers:
            try:
                logger.addHandler(self.config["handlers"][name])
            except Exception as e:
                raise ValueError(f"Unable to add handler {name!r}") from e

    def common_logger_config(self, logger, config, incremental=False):
        level = config.get("level", None)
        if level is not None:
            logger.setLevel(logging._checkLevel(level))
        if not incremental:
            for handler in logger.handlers[:]:
                logger.removeHandler(handler)
            handlers = config.get("handlers", None)
            if handlers:
                self.add_handlers(logger, handlers)
            filters = config.get("filters", None)
            if filters:
                self.add_filters(logger, filters)

    def configure_logger(self, name, config, incremental=False):
        logger = logging.getLogger(name)
        self.common_logger_config(logger, config, incremental)
        logger.disabled = False
        propagate = config.get("propagate", None)
        if propagate is not None:
            logger.propagate = propagate

    def configure_root(self, config, incremental=False):
        self.common_logger_config(logging.getLogger(), config, incremental)


dictConfigClass = DictConfigurator


def dictConfig(config):
    """Configure logging using a dictionary."""
    dictConfigClass(config).configure()


def fileConfig(fname, defaults=None, disable_existing_loggers=True, encoding=None):
    raise NotImplementedError("logging.config.fileConfig needs configparser, which Garter does not have")


def listen(port=None, verify=None):
    raise NotImplementedError("logging.config.listen needs sockets, which a Garter sandbox does not have")


def stopListening():
    pass
