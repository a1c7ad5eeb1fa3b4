# Checks from subprocess import run fails
# expect: prefix ModuleNotFoundError: No module named 'subprocess'
from subprocess import run
