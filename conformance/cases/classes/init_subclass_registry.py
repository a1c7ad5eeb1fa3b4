"""__init_subclass__ registering plugin subclasses by name."""


class Plugin:
    registry = {}

    def __init_subclass__(cls, name=None, **kwargs):
        super().__init_subclass__(**kwargs)
        cls.registry[name or cls.__name__.lower()] = cls


class CsvExport(Plugin, name="csv"):
    pass


class JsonExport(Plugin):
    pass


print(sorted(Plugin.registry))
print(Plugin.registry["csv"].__name__)
print(Plugin.registry["jsonexport"] is JsonExport)
