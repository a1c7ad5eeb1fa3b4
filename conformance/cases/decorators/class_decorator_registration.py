# Checks class decorators: registering classes in a dict, adding methods/attributes, and stacking.
HANDLERS = {}

def handles(*event_types):
    def decorator(cls):
        for t in event_types:
            HANDLERS[t] = cls
        cls.event_types = event_types
        return cls
    return decorator

@handles("click", "tap")
class ClickHandler:
    def handle(self, event):
        return f"click handled: {event['target']}"

@handles("key")
class KeyHandler:
    def handle(self, event):
        return f"key handled: {event['key']}"

def dispatch(event):
    cls = HANDLERS.get(event["type"])
    if cls is None:
        return f"no handler for {event['type']}"
    return cls().handle(event)

for e in [{"type": "click", "target": "btn"}, {"type": "tap", "target": "img"}, {"type": "key", "key": "q"}, {"type": "scroll"}]:
    print(dispatch(e))
print(sorted(HANDLERS), ClickHandler.event_types)
print({k: v.__name__ for k, v in sorted(HANDLERS.items())})

PLUGINS = []

def plugin(cls):
    PLUGINS.append(cls)
    cls.plugin_id = len(PLUGINS)
    return cls

@plugin
class Exporter:
    pass

@plugin
class Importer:
    pass

print([(p.__name__, p.plugin_id) for p in PLUGINS])
