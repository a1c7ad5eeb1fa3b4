# A from __future__ import after other statements is a SyntaxError.
import os
from __future__ import annotations
