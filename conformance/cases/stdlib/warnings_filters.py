import warnings


def load_config(path, legacy=False):
    """A library function that warns about a legacy option on behalf of its caller."""
    if legacy:
        warnings.warn("legacy=True is deprecated; pass a dict instead", UserWarning, stacklevel=2)
    return {"path": path}


def check_rate(rate):
    if rate > 100:
        warnings.warn(f"rate {rate} is above 100 and will be clipped")
    return min(rate, 100)


print(load_config("a.toml", legacy=True))
for rate in (50, 150, 150, 200):
    print(check_rate(rate))
for attempt in range(3):
    warnings.warn("retrying request", RuntimeWarning if attempt > 5 else UserWarning)

warnings.warn(UserWarning("a warning instance"))
warnings.warn("a bytes warning", BytesWarning)
warnings.warn("future change", FutureWarning)

warnings.filterwarnings("ignore", message="noisy")
warnings.warn("Noisy output from the tool")
warnings.warn("not so noisy")
warnings.filterwarnings("error", category=FutureWarning)
try:
    warnings.warn("now an error", FutureWarning)
except FutureWarning as exc:
    print("caught", type(exc).__name__, exc)
warnings.simplefilter("once", UserWarning)
for i in range(3):
    warnings.warn("printed once for the whole program")
warnings.warn("printed once for the whole program")
warnings.simplefilter("module", UserWarning)
for i in range(2):
    warnings.warn("once per module")
warnings.warn("once per module")
warnings.simplefilter("always", UserWarning)
for i in range(2):
    warnings.warn("every time")
print(warnings.filters[0][0], warnings.filters[0][2].__name__, warnings.filters[0][1], warnings.filters[0][3])
print(len([f for f in warnings.filters if f[0] == "ignore" and f[1] is not None]))
print(warnings.filters[-1][0] == "ignore" or warnings.filters[-1])
warnings.filterwarnings("ignore", category=UserWarning, append=True)
print(warnings.filters[-1][:1], warnings.filters[-1][2].__name__)
warnings.warn("still shown: the 'always' filter comes first")
warnings.resetwarnings()
print(warnings.filters)
warnings.warn("after reset: default action")
warnings.warn("after reset: default action")
warnings.warn_explicit("explicit location", UserWarning, "config.toml", 12)
warnings.warn_explicit("explicit location", UserWarning, "config.toml", 12, registry={})
warnings.warn("from above the program", stacklevel=3)
print("done")
