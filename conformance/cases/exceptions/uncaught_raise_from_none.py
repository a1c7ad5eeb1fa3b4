# Checks an uncaught user exception raised `from None` inside an except block (context suppressed).
class UserNotFound(Exception):
    pass

USERS = {1: "ann", 2: "bob"}

def username(uid):
    try:
        return USERS[uid]
    except KeyError:
        raise UserNotFound(f"user id {uid} does not exist") from None

try:
    username(9)
except UserNotFound as e:
    print("caught:", e, "| context kept:", repr(e.__context__), "| suppressed:", e.__suppress_context__)
for uid in [1, 2, 3]:
    print(uid, username(uid))
