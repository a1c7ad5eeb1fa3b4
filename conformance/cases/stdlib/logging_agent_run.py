import logging
import json

logging.basicConfig(level=logging.INFO, format="%(levelname)s %(name)s: %(message)s")
log = logging.getLogger("agent.tools")
log.info("starting with %d tools", 3)
data = json.loads('{"items": [1, 2, 3]}')
log.debug("hidden")
log.warning("got %s items", len(data["items"]))
child = log.getChild("weather")
child.error("failed for %(city)s", {"city": "Paris"})
print(log, child, logging.getLogger(), sep="\n")
print(log.getEffectiveLevel(), child.parent is log, logging.getLevelName(25), logging.getLevelName("INFO"))
adapter = logging.LoggerAdapter(log, {"run": 7})
adapter.info("adapted")
h = logging.StreamHandler()
print(h, h.level)
fmt = logging.Formatter("{levelname}|{message}", style="{")
h.setFormatter(fmt)
other = logging.getLogger("other")
other.propagate = False
other.addHandler(h)
other.warning("curly %s", "style")
other.info("not shown")
other.setLevel("DEBUG")
other.debug("now shown")
try:
    logging.Formatter("%(message", validate=True)
except ValueError as e:
    print("ValueError:", e)
try:
    other.setLevel("LOUD")
except ValueError as e:
    print("ValueError:", e)
class OnlyEven(logging.Filter):
    def filter(self, record):
        return record.args[0] % 2 == 0
other.addFilter(OnlyEven())
for i in range(4):
    other.info("n=%d", i)
r = logging.makeLogRecord({"msg": "x %s", "args": (1,)})
print(r.getMessage(), r.levelno)
logging.getLogger("quiet").addHandler(logging.NullHandler())
logging.disable(logging.WARNING)
log.warning("disabled")
logging.disable(logging.NOTSET)
log.critical("back")
fh = logging.Formatter("%(name)s:%(funcName)s:%(lineno)d:%(module)s %(message)s")
h2 = logging.StreamHandler()
h2.setFormatter(fh)
loc = logging.getLogger("loc")
loc.propagate = False
loc.addHandler(h2)
def work():
    loc.info("in work")
loc.setLevel(logging.INFO)
work()
loc.info("top")
try:
    logging.basicConfig(stream=None, filename="x")
except ValueError as e:
    print(e)
logging.basicConfig(bogus=1)
try:
    logging.basicConfig(force=True, bogus=1)
except ValueError as e:
    print(e)
def helper():
    loc.info("via helper", stacklevel=2)
def outer():
    helper()
outer()
loc.info("deep", stacklevel=50)
