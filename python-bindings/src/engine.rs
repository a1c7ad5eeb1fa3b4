//! The engine behind `garter.Sandbox` and `garter.Session`: the tools, the limits, and between
//! runs either a session whose globals persist or (for a sandbox, whose runs each start afresh)
//! the files a sandbox keeps. A run takes what it needs out of the engine and puts it back when
//! it ends, so no lock is held while Python code runs: a second run of the same session (from
//! another thread, or from a tool calling back into it) is refused instead of deadlocking.
//! The interpreter runs with the GIL released; it is taken again only to call the tools.

use std::sync::{Arc, Mutex};

use garter::{HostValue, Interpreter};
use garter_host_tools::{
    describe_filesystem, describe_limits, render_stubs, run_python_tool_description, ExecutionRules, Outcome, Session,
};
use pyo3::prelude::*;
use pyo3::types::{PyBytes, PyDict};

use crate::convert::to_host;
use crate::errors::{fs_error, garter_error};
use crate::limits::Limits;
use crate::outcome::{run_result, Diagnostic, FileInfo, RunResult};
use crate::paused::{next_step, Paused};
use crate::snapshot;
use crate::tools::{ToolDecl, Tools};

/// What the engine keeps between runs.
enum Home {
    /// A session's interpreter, globals and all.
    Session(Box<Session>),
    /// A sandbox's files, held by an interpreter that runs nothing.
    Files(Box<Interpreter>),
}

/// What a run took out of the engine, to give back when it ends.
pub enum Lease {
    Session,
    Files(Box<Interpreter>),
    Nothing,
}

/// A tool as the Python side declares it: name, callable, whether it is async, description,
/// parameters JSON Schema and result JSON Schema (both as JSON text).
type ToolArgs = (String, Option<Py<PyAny>>, bool, String, String, Option<String>);

#[pyclass(module = "garter._garter", name = "Engine", frozen)]
pub struct Engine {
    tools: Arc<Tools>,
    limits: Limits,
    persistent: bool,
    /// `None` while a run has taken it.
    home: Mutex<Option<Home>>,
}

#[pymethods]
impl Engine {
    #[new]
    #[pyo3(signature = (tools, limits=None, persistent=false))]
    fn new(py: Python<'_>, tools: Vec<ToolArgs>, limits: Option<Limits>, persistent: bool) -> PyResult<Engine> {
        let tools = declare(py, tools)?;
        let limits = limits.unwrap_or_else(|| Limits::from_core(&garter::Limits::default()));
        Engine::assemble(py, tools, limits, persistent, None)
    }

    /// Loads a session dumped by `dump`; `tools` (callables with their declarations) answer its
    /// calls, or, when None, the declarations the dump holds, with no callables.
    #[staticmethod]
    #[pyo3(signature = (data, tools=None, limits=None))]
    fn load(py: Python<'_>, data: &[u8], tools: Option<Vec<ToolArgs>>, limits: Option<Limits>) -> PyResult<Engine> {
        let (header, session_bytes) = snapshot::read(data).map_err(|e| garter_error(py, &e))?;
        let limits = limits.unwrap_or(header.limits);
        let tools = match tools {
            Some(tools) => declare(py, tools)?,
            None => Tools::new(py, header.tools.into_iter().map(|decl| (decl, None)).collect())?,
        };
        Engine::assemble(py, tools, limits, true, Some(session_bytes))
    }

    /// Runs `code` to the end, calling the tools it calls, and returns its `Result` (or raises
    /// the error it ended with).
    #[pyo3(signature = (code, inputs=None, filename="<sandbox>"))]
    fn run(
        &self,
        py: Python<'_>,
        code: &str,
        inputs: Option<&Bound<'_, PyDict>>,
        filename: &str,
    ) -> PyResult<RunResult> {
        let (mut session, lease) = self.open(py, inputs)?;
        let outcome = self.drive(py, &mut session, code, filename);
        self.close(session, lease);
        run_result(py, outcome?, code, filename)
    }

    /// Starts `code` and returns at its first tool call (a `ToolCall` the caller answers) or
    /// when it ends (`Complete`). The run gets its own copy of the sandbox's files.
    #[pyo3(signature = (code, inputs=None, filename="<sandbox>"))]
    fn start(
        &self,
        py: Python<'_>,
        code: &str,
        inputs: Option<&Bound<'_, PyDict>>,
        filename: &str,
    ) -> PyResult<Py<PyAny>> {
        let mut session = self.new_session(py)?;
        session.replace_filesystem(self.with_home(py, |home| match home {
            Home::Session(session) => session.filesystem().cloned(),
            Home::Files(holder) => holder.filesystem().cloned(),
        })?);
        set_inputs(py, &mut session, inputs)?;
        let outcome = py.detach(|| session.start(code, filename));
        let paused = Paused {
            session,
            tools: self.tools.decls.clone(),
            limits: self.limits.clone(),
            source: code.to_string(),
            filename: filename.to_string(),
        };
        next_step(py, paused, outcome)
    }

    /// Starts `code` for a host that answers the tool calls itself (`run_async`): the `Run`
    /// lists the calls to answer.
    #[pyo3(signature = (code, inputs=None, filename="<sandbox>"))]
    fn open_run(
        slf: &Bound<'_, Engine>,
        code: &str,
        inputs: Option<&Bound<'_, PyDict>>,
        filename: &str,
    ) -> PyResult<crate::run::Run> {
        let py = slf.py();
        let engine = slf.get();
        let (mut session, lease) = engine.open(py, inputs)?;
        let outcome = py.detach(|| session.start(code, filename));
        Ok(crate::run::Run::new(
            slf.clone().unbind(),
            session,
            lease,
            outcome,
            code,
            filename,
        ))
    }

    /// The pre-flight diagnostics of `code`, as the next run would see it.
    #[pyo3(signature = (code, inputs=None, filename="<sandbox>"))]
    fn check(
        &self,
        py: Python<'_>,
        code: &str,
        inputs: Option<&Bound<'_, PyDict>>,
        filename: &str,
    ) -> PyResult<Vec<Diagnostic>> {
        let diagnostics = if self.persistent {
            let (session, lease) = self.open(py, inputs)?;
            let diagnostics = session.check(code, filename);
            self.close(session, lease);
            diagnostics
        } else {
            let mut session = self.new_session(py)?;
            set_inputs(py, &mut session, inputs)?;
            session.check(code, filename)
        };
        Ok(diagnostics.into_iter().map(Diagnostic::from).collect())
    }

    /// The Python stubs of the tools, as the model reads them.
    fn stubs(&self) -> String {
        render_stubs(&self.tools.specs)
    }

    /// The description of a "run Python" tool over this sandbox: the stubs, how to call them,
    /// what persists, the importable modules, the limits and the files.
    fn description(&self, py: Python<'_>) -> PyResult<String> {
        let (modules, filesystem) = self.with_home(py, |home| match home {
            Home::Session(session) => (
                session.interpreter().importable_modules(),
                describe_filesystem(session.interpreter()),
            ),
            Home::Files(holder) => (
                garter_stdlib::interpreter().importable_modules(),
                describe_filesystem(holder),
            ),
        })?;
        let rules = ExecutionRules {
            persistent_globals: self.persistent,
            importable_modules: modules,
            limits: describe_limits(&self.limits.to_core()),
            clock: false,
            entropy: false,
            filesystem,
        };
        Ok(run_python_tool_description(&self.tools.specs, &rules))
    }

    /// The session's whole state as bytes `Engine.load` reads back (sessions only).
    fn dump<'py>(&self, py: Python<'py>) -> PyResult<Bound<'py, PyBytes>> {
        let bytes = self.with_home(py, |home| match home {
            Home::Session(session) => session.dump().map_err(|e| e.to_string()),
            Home::Files(_) => Err("a Sandbox keeps no state between runs to dump: use Sandbox.start and \
                                   ToolCall.dump, or a Session"
                .to_string()),
        })?;
        let bytes = bytes.map_err(|e| garter_error(py, &format!("cannot dump the session: {e}")))?;
        let header = snapshot::Header::new(self.tools.decls.clone(), self.limits.clone());
        Ok(PyBytes::new(py, &snapshot::write(&header, &bytes)))
    }

    #[getter]
    fn limits(&self) -> Limits {
        self.limits.clone()
    }

    #[getter]
    fn tool_names(&self) -> Vec<String> {
        self.tools.decls.iter().map(|decl| decl.name.clone()).collect()
    }

    /// Stores `data` at `path` of the filesystem (granting one), read-only for programs if asked.
    #[pyo3(signature = (path, data, read_only=false))]
    fn upload_file(&self, py: Python<'_>, path: &str, data: Vec<u8>, read_only: bool) -> PyResult<()> {
        self.with_home(py, |home| match home {
            Home::Session(session) => session.upload_file(path, data, read_only),
            Home::Files(holder) => holder.upload_file(path, data, read_only),
        })?
        .map_err(|e| fs_error(py, e, path))
    }

    fn download_file<'py>(&self, py: Python<'py>, path: &str) -> PyResult<Bound<'py, PyBytes>> {
        let data = self
            .with_home(py, |home| match home {
                Home::Session(session) => session.download_file(path),
                Home::Files(holder) => holder.download_file(path),
            })?
            .map_err(|e| fs_error(py, e, path))?;
        Ok(PyBytes::new(py, &data))
    }

    fn list_files(&self, py: Python<'_>) -> PyResult<Vec<FileInfo>> {
        let files = self.with_home(py, |home| match home {
            Home::Session(session) => session.list_files(),
            Home::Files(holder) => holder.list_files(),
        })?;
        Ok(files.into_iter().map(FileInfo::from).collect())
    }

    /// Empties the filesystem (it stays granted).
    fn cleanup_files(&self, py: Python<'_>) -> PyResult<()> {
        self.with_home(py, |home| match home {
            Home::Session(session) => session.cleanup_files(),
            Home::Files(holder) => holder.cleanup_files(),
        })
    }

    /// Bounds the bytes the files may hold (None lifts the bound), granting a filesystem.
    #[pyo3(signature = (quota))]
    fn set_file_quota(&self, py: Python<'_>, quota: Option<usize>) -> PyResult<()> {
        self.with_home(py, |home| match home {
            Home::Session(session) => session.set_file_quota(quota),
            Home::Files(holder) => holder.set_file_quota(quota),
        })
    }
}

impl Engine {
    fn assemble(
        py: Python<'_>,
        tools: Tools,
        limits: Limits,
        persistent: bool,
        session_bytes: Option<&[u8]>,
    ) -> PyResult<Engine> {
        let core_limits = limits.to_core();
        let home = if persistent {
            let session = match session_bytes {
                Some(bytes) => Session::load(garter_stdlib::interpreter(), tools.specs.clone(), core_limits, bytes),
                None => Session::standard(tools.specs.clone(), core_limits),
            }
            .map_err(|e| garter_error(py, &e.to_string()))?;
            Home::Session(Box::new(session))
        } else {
            let mut holder = Interpreter::new();
            holder.set_limits(core_limits);
            Home::Files(Box::new(holder))
        };
        Ok(Engine {
            tools: Arc::new(tools),
            limits,
            persistent,
            home: Mutex::new(Some(home)),
        })
    }

    fn new_session(&self, py: Python<'_>) -> PyResult<Session> {
        Session::standard(self.tools.specs.clone(), self.limits.to_core()).map_err(|e| garter_error(py, &e.to_string()))
    }

    /// Applies `f` to what the engine keeps between runs.
    fn with_home<T>(&self, py: Python<'_>, f: impl FnOnce(&mut Home) -> T) -> PyResult<T> {
        let mut home = self.home.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
        match home.as_mut() {
            Some(home) => Ok(f(home)),
            None => Err(busy(py)),
        }
    }

    /// The session a run uses, with the inputs bound, and what it took from the engine.
    pub fn open(&self, py: Python<'_>, inputs: Option<&Bound<'_, PyDict>>) -> PyResult<(Session, Lease)> {
        let (mut session, lease) = {
            let mut home = self.home.lock().unwrap_or_else(|poisoned| poisoned.into_inner());
            match home.take() {
                None => return Err(busy(py)),
                Some(Home::Session(session)) => (*session, Lease::Session),
                Some(Home::Files(holder)) if holder.filesystem().is_none() => {
                    *home = Some(Home::Files(holder));
                    drop(home);
                    (self.new_session(py)?, Lease::Nothing)
                }
                Some(Home::Files(mut holder)) => {
                    drop(home);
                    match self.new_session(py) {
                        Ok(mut session) => {
                            session.replace_filesystem(holder.replace_filesystem(None));
                            (session, Lease::Files(holder))
                        }
                        Err(error) => {
                            *self.home.lock().unwrap_or_else(|p| p.into_inner()) = Some(Home::Files(holder));
                            return Err(error);
                        }
                    }
                }
            }
        };
        if let Err(error) = set_inputs(py, &mut session, inputs) {
            self.close(session, lease);
            return Err(error);
        }
        Ok((session, lease))
    }

    /// Gives back what a run took.
    pub fn close(&self, mut session: Session, lease: Lease) {
        let home = match lease {
            Lease::Nothing => return,
            Lease::Session => Home::Session(Box::new(session)),
            Lease::Files(mut holder) => {
                holder.replace_filesystem(session.replace_filesystem(None));
                Home::Files(holder)
            }
        };
        *self.home.lock().unwrap_or_else(|poisoned| poisoned.into_inner()) = Some(home);
    }

    /// Runs `code` in `session` to the end, answering its tool calls with the tools.
    fn drive(&self, py: Python<'_>, session: &mut Session, code: &str, filename: &str) -> PyResult<garter::RunOutcome> {
        let mut outcome = py.detach(|| session.start(code, filename));
        loop {
            match outcome {
                Outcome::Complete(done) => return Ok(done),
                Outcome::ToolCalls(calls) => {
                    let answers = self.tools.answer_all(py, &calls);
                    outcome = py
                        .detach(|| session.resume(answers))
                        .map_err(|e| garter_error(py, &e.to_string()))?;
                }
            }
        }
    }

    pub fn tools(&self) -> &Tools {
        &self.tools
    }
}

/// The tools as the Python side declares them, their schemas parsed.
fn declare(py: Python<'_>, tools: Vec<ToolArgs>) -> PyResult<Tools> {
    let mut declared = Vec::with_capacity(tools.len());
    for (name, callable, is_async, description, parameters, returns) in tools {
        let parse = |text: &str| {
            serde_json::from_str(text)
                .map_err(|e| garter_error(py, &format!("tool '{name}': its schema is not JSON: {e}")))
        };
        let decl = ToolDecl {
            parameters: parse(&parameters)?,
            returns: returns.as_deref().map(parse).transpose()?,
            name: name.clone(),
            description,
            is_async,
        };
        declared.push((decl, callable));
    }
    Tools::new(py, declared)
}

fn busy(py: Python<'_>) -> PyErr {
    garter_error(
        py,
        "this session is running a program already: a session runs one program at a time (a tool cannot run \
         code in the session that called it; use a session per thread)",
    )
}

/// Binds `inputs` (a dict of names to values) as globals of the session's next run.
fn set_inputs(py: Python<'_>, session: &mut Session, inputs: Option<&Bound<'_, PyDict>>) -> PyResult<()> {
    let Some(inputs) = inputs else {
        return Ok(());
    };
    let mut bound: Vec<(String, HostValue)> = Vec::with_capacity(inputs.len());
    for (name, value) in inputs.iter() {
        let name: String = name
            .extract()
            .map_err(|_| garter_error(py, "input names must be str"))?;
        let value = to_host(&value, &format!("input '{name}'"))?;
        bound.push((name, value));
    }
    session.set_inputs(&bound).map_err(|e| garter_error(py, &e.to_string()))
}
