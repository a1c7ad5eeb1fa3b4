//! `garter.ToolCall`: a run paused at a tool call that the caller answers itself
//! (`Sandbox.start`), with `resume`, `resume_error` and `dump`; and `garter.load`, which brings a
//! dumped `ToolCall` back in any process. When the program waits for several calls at once (an
//! `asyncio.gather`), each is handed out in turn: answering one returns the next.

use std::sync::Mutex;

use garter::HostError;
use garter_host_tools::{Outcome, Session, ToolCall};
use pyo3::exceptions::{PyBaseException, PyTypeError};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict, PyTuple, PyType};

use crate::convert::{to_host, to_python};
use crate::errors::{garter_error, host_error};
use crate::limits::Limits;
use crate::outcome::{run_result, Complete};
use crate::snapshot;
use crate::tools::{call_arguments, ToolDecl, Tools};

/// A paused run and what its dump must record.
pub struct Paused {
    pub session: Session,
    pub tools: Vec<ToolDecl>,
    pub limits: Limits,
    pub source: String,
    pub filename: String,
}

#[pyclass(module = "garter._garter", name = "ToolCall", frozen)]
pub struct PausedCall {
    #[pyo3(get)]
    id: u64,
    #[pyo3(get)]
    name: String,
    #[pyo3(get)]
    args: Py<PyTuple>,
    #[pyo3(get)]
    kwargs: Py<PyDict>,
    /// Every argument by parameter name, defaults applied.
    #[pyo3(get)]
    arguments: Py<PyDict>,
    /// `None` once answered.
    state: Mutex<Option<Paused>>,
}

#[pymethods]
impl PausedCall {
    /// Answers the call with `value` and runs on: the next `ToolCall`, or `Complete`.
    fn resume(&self, py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let answer = to_host(value, &format!("the answer to tool '{}'", self.name))?;
        self.answer(py, Ok(answer))
    }

    /// Answers the call by raising `error` (an exception or exception class) where it was made.
    fn resume_error(&self, py: Python<'_>, error: &Bound<'_, PyAny>) -> PyResult<Py<PyAny>> {
        let error = if error.is_instance_of::<PyType>() {
            error.call0()?
        } else {
            error.clone()
        };
        if !error.is_instance_of::<PyBaseException>() {
            return Err(PyTypeError::new_err(
                "resume_error() takes an exception or an exception class",
            ));
        }
        self.answer(py, Err(host_error(&error)))
    }

    /// The paused run as bytes that `garter.load` resumes, here or in another process.
    fn dump<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let state = self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        let Some(paused) = state.as_ref() else {
            return Err(answered(py));
        };
        let bytes = paused
            .session
            .dump()
            .map_err(|e| garter_error(py, &format!("cannot dump the run: {e}")))?;
        let header = snapshot::Header::new(paused.tools.clone(), paused.limits.clone());
        Ok(PyBytes::new(py, &snapshot::write(&header, &bytes)))
    }

    fn __repr__(&self, py: Python<'_>) -> PyResult<String> {
        Ok(format!(
            "ToolCall(name={:?}, args={}, kwargs={})",
            self.name,
            self.args.bind(py).repr()?,
            self.kwargs.bind(py).repr()?
        ))
    }
}

impl PausedCall {
    fn answer(&self, py: Python<'_>, answer: Result<garter::HostValue, HostError>) -> PyResult<Py<PyAny>> {
        let paused = self
            .state
            .lock()
            .unwrap_or_else(|poisoned| poisoned.into_inner())
            .take();
        let Some(mut paused) = paused else {
            return Err(answered(py));
        };
        let id = self.id;
        let outcome = py
            .detach(|| paused.session.resume(vec![(id, answer)]))
            .map_err(|e| garter_error(py, &e.to_string()))?;
        next_step(py, paused, outcome)
    }
}

fn answered(py: Python<'_>) -> PyErr {
    garter_error(
        py,
        "this tool call was answered already: go on with the ToolCall its answer returned",
    )
}

/// What the caller sees after a run started or resumed: the next call, or `Complete`.
pub fn next_step(py: Python<'_>, paused: Paused, outcome: Outcome) -> PyResult<Py<PyAny>> {
    match outcome {
        Outcome::Complete(done) => {
            let result = run_result(py, done, &paused.source, &paused.filename)?;
            Ok(Py::new(py, Complete::from(result))?.into_any())
        }
        Outcome::ToolCalls(_) => waiting(py, paused),
    }
}

/// The first call a paused run waits for, as a `ToolCall` holding the run.
fn waiting(py: Python<'_>, paused: Paused) -> PyResult<Py<PyAny>> {
    let Some(call) = paused.session.pending_calls().into_iter().next() else {
        return Err(garter_error(py, "the run is not waiting for a tool call"));
    };
    let ToolCall {
        id, name, arguments, ..
    } = &call;
    let (args, kwargs) = call_arguments(py, &call)?;
    let bound = PyDict::new(py);
    for (parameter, value) in arguments {
        bound.set_item(parameter, to_python(py, value)?)?;
    }
    let made = PausedCall {
        id: *id,
        name: name.clone(),
        args: args.unbind(),
        kwargs: kwargs.unbind(),
        arguments: bound.unbind(),
        state: Mutex::new(Some(paused)),
    };
    Ok(Py::new(py, made)?.into_any())
}

/// `garter.load(data)`: the `ToolCall` a dump holds, ready to be answered.
#[pyfunction]
pub fn load(py: Python<'_>, data: &[u8]) -> PyResult<Py<PyAny>> {
    let (header, session_bytes) = snapshot::read(data).map_err(|e| garter_error(py, &e))?;
    let tools = Tools::new(py, header.tools.iter().cloned().map(|decl| (decl, None)).collect())?;
    let session = Session::load(
        garter_stdlib::interpreter(),
        tools.specs.clone(),
        header.limits.to_core(),
        session_bytes,
    )
    .map_err(|e| garter_error(py, &e.to_string()))?;
    if session.pending_calls().is_empty() {
        return Err(garter_error(
            py,
            "this snapshot holds no paused run (load a Session's dump with garter.Session.load)",
        ));
    }
    let paused = Paused {
        session,
        tools: header.tools,
        limits: header.limits,
        source: String::new(),
        filename: "<sandbox>".into(),
    };
    waiting(py, paused)
}
