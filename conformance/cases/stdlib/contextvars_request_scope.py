# contextvars as agents use it for request-scoped state: defaults, set/reset with tokens,
# running code in a copied context, Context as a mapping, and the errors.
import contextvars
from contextvars import Context, ContextVar, Token, copy_context

request_id = ContextVar("request_id", default="none")
user = ContextVar("user")

print(request_id.name, request_id.get(), user.get("anonymous"), request_id.get("override"))
try:
    user.get()
except LookupError as e:
    print("LookupError", type(e.args[0]).__name__, e.args[0] is user)

token = request_id.set("req-1")
print(request_id.get(), token.var is request_id, token.old_value is Token.MISSING, Token.MISSING)
inner = request_id.set("req-2")
print(request_id.get(), inner.old_value)
request_id.reset(inner)
print(request_id.get())
request_id.reset(token)
print(request_id.get())


def handle(name):
    user.set(name)
    request_id.set("req-" + name)
    return user.get(), request_id.get(), len(copy_context())


ctx = copy_context()
print(ctx.run(handle, "alice"), request_id.get(), user.get(None))
print(ctx[user], ctx.get(request_id), user in ctx, request_id in ctx, len(ctx))
print(sorted(var.name for var in ctx), sorted(v for v in ctx.values()))
print(sorted((var.name, value) for var, value in ctx.items()), sorted(var.name for var in ctx.keys()))
print(ctx.run(lambda: (user.get(), request_id.get())))
print(copy_context().run(handle, "bob"), user.get("nobody"))

snapshot = ctx.copy()
ctx.run(user.set, "carol")
print(ctx[user], snapshot[user], ctx == snapshot, Context() == Context(), len(Context()))


def nested():
    return ctx.run(lambda: None)


try:
    ctx.run(nested)
except RuntimeError as e:
    print("RuntimeError", str(e).startswith("cannot enter context:"), str(e).endswith("is already entered"))

token = user.set("dave")
try:
    ctx.run(user.reset, token)
except ValueError as e:
    print("ValueError", str(e).endswith("was created in a different Context"))
try:
    request_id.reset(token)
except ValueError as e:
    print("ValueError", str(e).endswith("was created by a different ContextVar"))
user.reset(token)
try:
    user.reset(token)
except RuntimeError as e:
    print("RuntimeError", str(e).endswith("has already been used once"))
print(user.get("after reset"))

for action in [lambda: ctx["user"], lambda: ctx.get(3), lambda: user.reset("token"), lambda: ContextVar(5),
               lambda: ContextVar("a", "b"), lambda: Token(), lambda: Context(1), lambda: user.set(),
               lambda: user.get(1, 2), lambda: ctx[ContextVar("fresh")]]:
    try:
        action()
    except (TypeError, RuntimeError, KeyError) as e:
        print(type(e).__name__, e if not isinstance(e, KeyError) else type(e.args[0]).__name__)
try:
    class Sub(ContextVar):
        pass
except TypeError as e:
    print("TypeError", e)
print(ContextVar[int], Token[str], contextvars.__all__)
print(Context.__module__, ContextVar.__module__, Token.__module__, type(ctx).__name__)
