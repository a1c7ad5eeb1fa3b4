# `raise ... from ...`: the direct cause comes first.
class ConfigError(Exception):
    pass


def read_port(settings):
    try:
        return int(settings["port"])
    except ValueError as error:
        raise ConfigError("port is not a number") from error


read_port({"port": "eighty"})
