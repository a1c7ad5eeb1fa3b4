# Checks that a path grown one component at a time (each join copies the parts so far) is stopped by the step limit, not left to run quadratically
# limits: steps=3000000 time=5
# expect: TimeoutError: step limit of 3000000 steps exceeded
from pathlib import PurePosixPath

p = PurePosixPath("/")
while True:
    p = p / "segment"
    p.parts
