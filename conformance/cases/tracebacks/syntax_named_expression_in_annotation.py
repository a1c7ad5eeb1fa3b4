# Under postponed annotations, := (like yield and await) may not appear in an annotation.
from __future__ import annotations
x: list[(y := 1)] = []
