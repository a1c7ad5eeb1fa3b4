# Checks import sys fails
# expect: prefix ModuleNotFoundError: No module named 'sys'
import sys
