# An unknown __future__ feature is a SyntaxError; braces gets its joke.
from __future__ import annotations, with_statement
from __future__ import nope
