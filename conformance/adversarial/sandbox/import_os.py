# Checks import os fails
# expect: prefix ModuleNotFoundError: No module named 'os'
import os
