//! `garter.Limits`: the bounds a sandbox holds its runs to. `None` means unbounded for that
//! resource; a sandbox made without limits uses Garter's defaults ([`Limits::default`]).

use std::time::Duration;

use pyo3::exceptions::PyValueError;
use pyo3::prelude::*;
use serde::{Deserialize, Serialize};

/// Resource limits of a run: steps, live heap bytes, wall-clock seconds, Python call depth and
/// printed bytes kept.
#[pyclass(module = "garter._garter", name = "Limits", frozen, eq, from_py_object)]
#[derive(Debug, Clone, PartialEq, Serialize, Deserialize)]
pub struct Limits {
    #[pyo3(get)]
    max_steps: Option<u64>,
    #[pyo3(get)]
    max_memory: Option<usize>,
    #[pyo3(get)]
    timeout: Option<f64>,
    #[pyo3(get)]
    max_depth: usize,
    #[pyo3(get)]
    max_output: Option<usize>,
}

#[pymethods]
impl Limits {
    #[new]
    #[pyo3(signature = (max_steps=None, max_memory=None, timeout=None, max_depth=1000, max_output=None))]
    fn new(
        max_steps: Option<u64>,
        max_memory: Option<usize>,
        timeout: Option<f64>,
        max_depth: usize,
        max_output: Option<usize>,
    ) -> PyResult<Limits> {
        if let Some(seconds) = timeout {
            if !(seconds.is_finite() && seconds > 0.0) {
                return Err(PyValueError::new_err(format!(
                    "timeout must be a positive number of seconds, not {seconds}"
                )));
            }
        }
        if max_depth == 0 {
            return Err(PyValueError::new_err("max_depth must be at least 1"));
        }
        Ok(Limits {
            max_steps,
            max_memory,
            timeout,
            max_depth,
            max_output,
        })
    }

    /// Garter's default limits: the ones a sandbox made without `limits=` uses.
    #[staticmethod]
    fn default() -> Limits {
        Limits::from_core(&garter::Limits::default())
    }

    fn __repr__(&self) -> String {
        let show = |value: Option<String>| value.unwrap_or_else(|| "None".to_string());
        format!(
            "Limits(max_steps={}, max_memory={}, timeout={}, max_depth={}, max_output={})",
            show(self.max_steps.map(|v| v.to_string())),
            show(self.max_memory.map(|v| v.to_string())),
            show(self.timeout.map(|v| format!("{v:?}"))),
            self.max_depth,
            show(self.max_output.map(|v| v.to_string())),
        )
    }
}

impl Limits {
    pub fn from_core(limits: &garter::Limits) -> Limits {
        Limits {
            max_steps: limits.max_steps,
            max_memory: limits.max_memory,
            timeout: limits.timeout.map(|t| t.as_secs_f64()),
            max_depth: limits.max_depth,
            max_output: limits.max_output,
        }
    }

    pub fn to_core(&self) -> garter::Limits {
        garter::Limits {
            max_steps: self.max_steps,
            max_memory: self.max_memory,
            timeout: self.timeout.map(Duration::from_secs_f64),
            max_depth: self.max_depth,
            max_output: self.max_output,
        }
    }
}
