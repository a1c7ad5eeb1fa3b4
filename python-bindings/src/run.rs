//! `Run`: a run whose tool calls the Python side answers (how `Sandbox.run_async` awaits async
//! tools on the host's event loop). It holds the session it took from its engine and gives it
//! back when finished, closed or dropped.

use std::sync::Mutex;

use garter::{HostError, HostValue};
use garter_host_tools::{Outcome, Session, ToolCall};
use pyo3::prelude::*;
use pyo3::types::{PyDict, PyTuple};

use crate::engine::{Engine, Lease};
use crate::errors::{garter_error, host_error};
use crate::outcome::{run_result, RunResult};
use crate::tools::{answer_value, call_arguments};

struct RunState {
    session: Session,
    lease: Lease,
    outcome: Outcome,
}

#[pyclass(module = "garter._garter", name = "Run", frozen)]
pub struct Run {
    engine: Py<Engine>,
    source: String,
    filename: String,
    /// `None` once finished or closed.
    state: Mutex<Option<RunState>>,
}

impl Run {
    pub fn new(
        engine: Py<Engine>,
        session: Session,
        lease: Lease,
        outcome: Outcome,
        source: &str,
        filename: &str,
    ) -> Run {
        Run {
            engine,
            source: source.to_string(),
            filename: filename.to_string(),
            state: Mutex::new(Some(RunState {
                session,
                lease,
                outcome,
            })),
        }
    }

    fn state(&self) -> std::sync::MutexGuard<'_, Option<RunState>> {
        self.state.lock().unwrap_or_else(|poisoned| poisoned.into_inner())
    }
}

#[pymethods]
impl Run {
    /// The calls to answer now, each `(id, name, args, kwargs)`; empty once the run has ended.
    #[allow(clippy::type_complexity)]
    fn calls<'py>(&self, py: Python<'py>) -> PyResult<Vec<(u64, String, Bound<'py, PyTuple>, Bound<'py, PyDict>)>> {
        let state = self.state();
        let Some(state) = state.as_ref() else {
            return Err(garter_error(py, "the run is closed"));
        };
        let Outcome::ToolCalls(calls) = &state.outcome else {
            return Ok(Vec::new());
        };
        calls
            .iter()
            .map(|call| {
                let (args, kwargs) = call_arguments(py, call)?;
                Ok((call.id, call.name.clone(), args, kwargs))
            })
            .collect()
    }

    /// Answers the calls: `answers` holds `(id, ok, value)`, the value being the tool's result
    /// when `ok` and the exception it raised otherwise. The run goes on to its next calls.
    fn resume(&self, py: Python<'_>, answers: Vec<(u64, bool, Bound<'_, PyAny>)>) -> PyResult<()> {
        let mut guard = self.state();
        let Some(state) = guard.as_mut() else {
            return Err(garter_error(py, "the run is closed"));
        };
        let Outcome::ToolCalls(calls) = &state.outcome else {
            return Err(garter_error(py, "the run has ended"));
        };
        let mut converted: Vec<(u64, Result<HostValue, HostError>)> = Vec::with_capacity(answers.len());
        for (id, ok, value) in answers {
            let Some(call) = calls.iter().find(|call| call.id == id) else {
                return Err(garter_error(
                    py,
                    &format!("the run is not waiting for a tool call with id {id}"),
                ));
            };
            converted.push((
                id,
                if ok {
                    answer_value(&value, call)
                } else {
                    Err(host_error(&value))
                },
            ));
        }
        let session = &mut state.session;
        let outcome = py
            .detach(|| session.resume(converted))
            .map_err(|e| garter_error(py, &e.to_string()))?;
        state.outcome = outcome;
        Ok(())
    }

    /// The `Result` of the ended run (or the error it ended with); gives the session back.
    fn finish(&self, py: Python<'_>) -> PyResult<RunResult> {
        let state = self.state().take();
        let Some(RunState {
            session,
            lease,
            outcome,
        }) = state
        else {
            return Err(garter_error(py, "the run is closed"));
        };
        self.engine.get().close(session, lease);
        match outcome {
            Outcome::Complete(done) => run_result(py, done, &self.source, &self.filename),
            Outcome::ToolCalls(calls) => Err(still_waiting(py, &calls)),
        }
    }

    /// Gives the session back without finishing the run (it was cancelled).
    fn close(&self) {
        if let Some(state) = self.state().take() {
            self.engine.get().close(state.session, state.lease);
        }
    }
}

impl Drop for Run {
    fn drop(&mut self) {
        self.close();
    }
}

fn still_waiting(py: Python<'_>, calls: &[ToolCall]) -> PyErr {
    let names: Vec<&str> = calls.iter().map(|call| call.name.as_str()).collect();
    garter_error(py, &format!("the run still waits for tool calls: {}", names.join(", ")))
}
