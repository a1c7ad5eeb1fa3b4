//! `garter._garter`: the native half of the `garter` Python package (pyo3). It holds the
//! interpreter and everything that touches it; the Python half (`python/garter/`) derives tool
//! declarations from callables, awaits async tools and wraps this module in the public API.
//!
//! - `engine.rs`: `Engine`, the tools, limits and state behind `Sandbox` and `Session`, and the
//!   run loop (GIL released while the interpreter runs);
//! - `run.rs`: `Run`, a run whose tool calls the Python side answers (`run_async`);
//! - `paused.rs`: `ToolCall` (`start`/`resume`/`dump`) and `load`; `snapshot.rs` their bytes;
//! - `tools.rs`: tool declarations and calling the host's callables;
//! - `convert.rs`: values both ways; `errors.rs`: the exceptions; `outcome.rs`: `Result`,
//!   `Complete`, `Diagnostic`, `FileInfo`; `limits.rs`: `Limits`.

mod convert;
mod engine;
mod errors;
mod limits;
mod outcome;
mod paused;
mod run;
mod snapshot;
mod tools;

use pyo3::prelude::*;

#[pymodule]
fn _garter(m: &Bound<'_, PyModule>) -> PyResult<()> {
    m.add_class::<limits::Limits>()?;
    m.add_class::<engine::Engine>()?;
    m.add_class::<run::Run>()?;
    m.add_class::<paused::PausedCall>()?;
    m.add_class::<outcome::RunResult>()?;
    m.add_class::<outcome::Complete>()?;
    m.add_class::<outcome::Diagnostic>()?;
    m.add_class::<outcome::FileInfo>()?;
    m.add_function(wrap_pyfunction!(paused::load, m)?)?;
    m.add("__version__", env!("CARGO_PKG_VERSION"))?;
    Ok(())
}
