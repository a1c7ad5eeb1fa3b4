"""An Enum of statuses driving allowed transitions."""

from enum import Enum, auto


class Status(Enum):
    DRAFT = auto()
    REVIEW = auto()
    PUBLISHED = auto()


ALLOWED = {Status.DRAFT: {Status.REVIEW}, Status.REVIEW: {Status.DRAFT, Status.PUBLISHED}, Status.PUBLISHED: set()}


def move(current, target):
    if target not in ALLOWED[current]:
        raise ValueError(f"cannot go from {current.name} to {target.name}")
    return target


state = Status.DRAFT
for target in [Status.REVIEW, Status.PUBLISHED, Status.DRAFT]:
    try:
        state = move(state, target)
        print("now", state.name, state.value)
    except ValueError as error:
        print(error)
print(Status["REVIEW"], Status(1), list(Status))
