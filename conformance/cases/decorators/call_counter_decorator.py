# Checks decorators that keep per-function state (call counts, history) on the wrapper and in closures.
def counted(fn):
    def wrapper(*args, **kwargs):
        wrapper.calls += 1
        return fn(*args, **kwargs)
    wrapper.calls = 0
    return wrapper

@counted
def square(x):
    return x * x

@counted
def noop():
    pass

for i in range(4):
    square(i)
noop()
print("square calls:", square.calls, "noop calls:", noop.calls)

def history(fn):
    records = []
    def wrapper(*args):
        result = fn(*args)
        records.append((args, result))
        return result
    def get_history():
        return list(records)
    def reset():
        records.clear()
    wrapper.history = get_history
    wrapper.reset = reset
    return wrapper

@history
def divide(a, b):
    return a / b

print(divide(10, 4), divide(9, 3))
print(divide.history())
divide.reset()
print(divide(1, 8), divide.history())

def limit_calls(max_calls):
    def decorator(fn):
        count = 0
        def wrapper(*args):
            nonlocal count
            if count >= max_calls:
                raise RuntimeError(f"{fn.__name__} called more than {max_calls} times")
            count += 1
            return fn(*args)
        return wrapper
    return decorator

@limit_calls(2)
def send(msg):
    return f"sent {msg}"

print(send("a"), send("b"))
try:
    send("c")
except RuntimeError as e:
    print("RuntimeError:", e)
