import warnings


def parse_ratio(text):
    value = float(text)
    if value > 1:
        warnings.warn(f"ratio {value} above 1", UserWarning, stacklevel=2)
    return value


print(parse_ratio("0.5"))
warnings.filterwarnings("error", message="ratio")
ratios = [parse_ratio(t) for t in ["0.2", "1.5"]]
