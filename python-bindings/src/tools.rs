//! The host's tools: each declared with its name, description, JSON Schema parameters, whether
//! it is async and its result schema (the Python side derives them from the callable), and the
//! callable that answers it. Answering a batch of calls calls each tool with the GIL held; the
//! coroutines of async tools in one batch run together on one event loop.

use garter::{HostError, HostValue};
use garter_host_tools::{ToolCall, ToolSpec};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyList, PyTuple};
use serde::{Deserialize, Serialize};
use serde_json::Value;

use crate::convert::{to_host, to_python};
use crate::errors::{garter_error, host_error};

/// A tool as a snapshot records it: enough to declare it again in another process.
#[derive(Debug, Clone, Serialize, Deserialize)]
pub struct ToolDecl {
    pub name: String,
    pub description: String,
    pub parameters: Value,
    pub is_async: bool,
    pub returns: Option<Value>,
}

impl ToolDecl {
    fn spec(&self) -> Result<ToolSpec, String> {
        let spec = ToolSpec::from_json_schema(&self.name, &self.description, &self.parameters)
            .map_err(|e| e.message)?
            .with_async(self.is_async);
        match &self.returns {
            Some(schema) => spec.with_returns(schema.clone()).map_err(|e| e.message),
            None => Ok(spec),
        }
    }
}

/// The tools of a sandbox or session.
pub struct Tools {
    pub decls: Vec<ToolDecl>,
    pub specs: Vec<ToolSpec>,
    /// The callable of each tool, in `decls` order (`None` when the tools came from a snapshot
    /// alone).
    callables: Vec<Option<Py<PyAny>>>,
}

impl Tools {
    pub fn new(py: Python<'_>, tools: Vec<(ToolDecl, Option<Py<PyAny>>)>) -> PyResult<Tools> {
        let mut decls = Vec::with_capacity(tools.len());
        let mut specs = Vec::with_capacity(tools.len());
        let mut callables = Vec::with_capacity(tools.len());
        for (decl, callable) in tools {
            specs.push(decl.spec().map_err(|message| garter_error(py, &message))?);
            decls.push(decl);
            callables.push(callable);
        }
        Ok(Tools {
            decls,
            specs,
            callables,
        })
    }

    /// Calls the tools a batch of calls names and returns their answers: a tool's exception is
    /// the answer to raise in the sandbox.
    pub fn answer_all(&self, py: Python<'_>, calls: &[ToolCall]) -> Vec<(u64, Result<HostValue, HostError>)> {
        let mut answers = Vec::with_capacity(calls.len());
        let mut awaiting = Vec::new();
        for call in calls {
            let called = self
                .call(py, call)
                .and_then(|result| Ok((is_awaitable(py, &result)?, result)));
            match called {
                Ok((true, coroutine)) => awaiting.push((call, coroutine)),
                Ok((false, result)) => answers.push((call.id, answer_value(&result, call))),
                Err(error) => answers.push((call.id, Err(host_error(error.value(py).as_any())))),
            }
        }
        if !awaiting.is_empty() {
            match await_all(py, &awaiting) {
                Ok(outcomes) => answers.extend(outcomes),
                Err(error) => {
                    let error = host_error(error.value(py).as_any());
                    answers.extend(awaiting.iter().map(|(call, _)| (call.id, Err(error.clone()))));
                }
            }
        }
        answers
    }

    /// Calls the tool `call` names with its arguments (the result may be a coroutine).
    pub fn call<'py>(&self, py: Python<'py>, call: &ToolCall) -> PyResult<Bound<'py, PyAny>> {
        let index = self.decls.iter().position(|decl| decl.name == call.name);
        let Some(callable) = index.and_then(|i| self.callables[i].as_ref()) else {
            return Err(pyo3::exceptions::PyRuntimeError::new_err(format!(
                "tool '{}' has no function on this host (pass tools= when loading the snapshot)",
                call.name
            )));
        };
        let (args, kwargs) = call_arguments(py, call)?;
        callable.bind(py).call(args, Some(&kwargs))
    }
}

/// Runs the coroutines of async tools together on one event loop (`garter._asyncio`) and
/// returns their answers.
fn await_all(
    py: Python<'_>,
    awaiting: &[(&ToolCall, Bound<'_, PyAny>)],
) -> PyResult<Vec<(u64, Result<HostValue, HostError>)>> {
    let coroutines = PyList::new(py, awaiting.iter().map(|(_, coroutine)| coroutine))?;
    let outcomes = py
        .import("garter._asyncio")?
        .getattr("run_coroutines")?
        .call1((coroutines,))?;
    let mut answers = Vec::with_capacity(awaiting.len());
    for ((call, _), outcome) in awaiting.iter().zip(outcomes.try_iter()?) {
        let (ok, value): (bool, Bound<'_, PyAny>) = outcome?.extract()?;
        answers.push((
            call.id,
            if ok {
                answer_value(&value, call)
            } else {
                Err(host_error(&value))
            },
        ));
    }
    Ok(answers)
}

/// The positional and keyword arguments of `call` as host objects.
pub fn call_arguments<'py>(py: Python<'py>, call: &ToolCall) -> PyResult<(Bound<'py, PyTuple>, Bound<'py, PyDict>)> {
    let args = call
        .args
        .iter()
        .map(|arg| to_python(py, arg))
        .collect::<PyResult<Vec<_>>>()?;
    let kwargs = PyDict::new(py);
    for (name, value) in &call.kwargs {
        kwargs.set_item(name, to_python(py, value)?)?;
    }
    Ok((PyTuple::new(py, args)?, kwargs))
}

/// Whether a tool returned something to await (an `async def` tool's coroutine).
fn is_awaitable(py: Python<'_>, value: &Bound<'_, PyAny>) -> PyResult<bool> {
    if value.is_none() {
        return Ok(false);
    }
    value.get_type().hasattr(pyo3::intern!(py, "__await__"))
}

/// A tool's result as the sandbox receives it: a value that cannot cross is a TypeError there.
pub fn answer_value(value: &Bound<'_, PyAny>, call: &ToolCall) -> Result<HostValue, HostError> {
    to_host(
        value,
        &format!("tool '{}' returned a value that cannot cross", call.name),
    )
    .map_err(|error| {
        let py = value.py();
        HostError {
            exception: "TypeError".into(),
            message: error.value(py).str().map(|s| s.to_string()).unwrap_or_default(),
        }
    })
}
