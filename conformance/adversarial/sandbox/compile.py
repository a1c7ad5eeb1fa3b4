# Checks compile() with the standard library's file-name shape grants no internal imports
# expect: prefix ModuleNotFoundError: No module named '_garter_host'
exec(compile('import _garter_host', '<garter:json>', 'exec'))
