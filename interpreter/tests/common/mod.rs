//! What several of these tests share: the core of the standard library's `asyncio` (the
//! module and the private modules it cannot run without), registered without the rest of the
//! standard library.

use garter::Interpreter;

/// The core of `asyncio`, by module name.
const ASYNCIO_CORE: [(&str, &str); 3] = [
    ("asyncio", include_str!("../../../stdlib-subset/src/python/asyncio.py")),
    (
        "_asyncio_base",
        include_str!("../../../stdlib-subset/src/python/_asyncio_base.py"),
    ),
    (
        "_asyncio_futures",
        include_str!("../../../stdlib-subset/src/python/_asyncio_futures.py"),
    ),
];

/// Makes the core of `asyncio` importable in `interp`.
pub fn add_asyncio(interp: &mut Interpreter) {
    for (name, source) in ASYNCIO_CORE {
        interp.add_source_module(name, source);
    }
}
