# Checks the interpreter's internal modules cannot be imported, nor reached through the modules built on them
# expect: prefix ModuleNotFoundError: No module named '_garter_host'
import asyncio, os, re, time, csv, io, zlib, sys
for module, name in [(asyncio, '_run_handle'), (asyncio, '_run_serial'), (os, '_garter_fs'),
                     (os, '_garter_sys'), (re, '_garter_re'), (csv, '_garter_csv'), (io, '_garter_io'),
                     (zlib, '_garter_zlib')]:
    assert not hasattr(module, name), name
    assert name not in dir(module) and name not in vars(module), name
assert callable(time.sleep) and callable(os.urandom) and callable(zlib.crc32)
for internal in ['_garter_sys', '_garter_fs', '_garter_natives', '_garter_prelude', '_garter_re']:
    try:
        if internal == '_garter_sys':
            import _garter_sys
        elif internal == '_garter_fs':
            from _garter_fs import stat
        elif internal == '_garter_natives':
            import _garter_natives
        elif internal == '_garter_prelude':
            import _garter_prelude
        else:
            import _garter_re
    except ModuleNotFoundError as e:
        assert e.name == internal, e.name
    else:
        raise AssertionError(internal)
import _garter_host
