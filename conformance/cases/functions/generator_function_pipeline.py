"""Generator functions chained into a lazy pipeline."""


def read_lines(text):
    for line in text.splitlines():
        yield line


def non_blank(lines):
    return (line for line in lines if line.strip())


def parse(lines):
    for line in lines:
        key, _, value = line.partition("=")
        yield key.strip(), value.strip()


config_text = """
name = demo

port = 8080
debug=true
"""
print(dict(parse(non_blank(read_lines(config_text)))))
