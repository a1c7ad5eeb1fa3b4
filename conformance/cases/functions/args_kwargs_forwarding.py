"""Forwarding *args and **kwargs through a wrapper."""


def target(a, b=2, *rest, flag=False, **extra):
    return f"a={a} b={b} rest={rest} flag={flag} extra={sorted(extra.items())}"


def forward(*args, **kwargs):
    return target(*args, **kwargs)


print(forward(1))
print(forward(1, 3, 4, 5, flag=True))
print(forward(b=9, a=0, colour="red"))
print(forward(*[7, 8], **{"flag": 1, "z": 0}))
