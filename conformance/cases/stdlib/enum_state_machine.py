from enum import Enum, auto


class State(Enum):
    PENDING = auto()
    RUNNING = auto()
    DONE = auto()
    FAILED = auto()


TRANSITIONS = {
    State.PENDING: {State.RUNNING},
    State.RUNNING: {State.DONE, State.FAILED},
    State.DONE: set(),
    State.FAILED: {State.PENDING},
}


def step(cur, nxt):
    if nxt not in TRANSITIONS[cur]:
        raise ValueError(f"illegal transition {cur.name} -> {nxt.name}")
    return nxt


s = State.PENDING
for target in [State.RUNNING, State.FAILED, State.PENDING, State.DONE]:
    try:
        s = step(s, target)
        print("now", s, s.value)
    except ValueError as e:
        print("ValueError", e)
print(list(State), [m.value for m in State], len(State))
print(State["DONE"], State(3), State.DONE is State(3), State.DONE.name)
try:
    State(9)
except ValueError as e:
    print("ValueError", e)
try:
    State["NOPE"]
except KeyError as e:
    print("KeyError", e)
print(repr(State.RUNNING), State.RUNNING == 2, State.RUNNING in State)
