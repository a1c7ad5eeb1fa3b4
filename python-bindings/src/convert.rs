//! Values crossing between the host's Python objects and the sandbox ([`HostValue`]): None,
//! bool, int of any size, float, str, bytes (and bytearray, which arrives as bytes), list,
//! tuple, dict (any hashable keys) and set (frozenset arrives as a set). Anything else is a
//! `garter.ConversionError` naming its type and where it sat.

use garter::HostValue;
use num_bigint::BigInt;
use pyo3::prelude::*;
use pyo3::types::{
    PyBool, PyByteArray, PyBytes, PyDict, PyFloat, PyFrozenSet, PyInt, PyList, PySet, PyString, PyTuple,
};

use crate::errors::conversion_error;

/// How deeply containers may nest to cross (the sandbox's own bound on values it hands out).
const MAX_DEPTH: usize = 200;

/// Copies a host object into a [`HostValue`]; `what` names it in an error (`the input 'rows'`).
pub fn to_host(value: &Bound<'_, PyAny>, what: &str) -> PyResult<HostValue> {
    let mut path = Vec::new();
    to_host_at(value, 0, &mut path).map_err(|failure| match failure {
        Failure::Python(error) => error,
        Failure::Unsupported(message) => {
            let place = if path.is_empty() {
                String::new()
            } else {
                format!(" (at {})", path.iter().rev().cloned().collect::<String>())
            };
            conversion_error(value.py(), &format!("{what}: {message}{place}"))
        }
    })
}

enum Failure {
    Python(PyErr),
    Unsupported(String),
}

impl From<PyErr> for Failure {
    fn from(error: PyErr) -> Failure {
        Failure::Python(error)
    }
}

fn to_host_at(value: &Bound<'_, PyAny>, depth: usize, path: &mut Vec<String>) -> Result<HostValue, Failure> {
    if value.is_none() {
        return Ok(HostValue::None);
    }
    if let Ok(b) = value.cast::<PyBool>() {
        return Ok(HostValue::Bool(b.is_true()));
    }
    if let Ok(i) = value.cast::<PyInt>() {
        return Ok(match i.extract::<i64>() {
            Ok(small) => HostValue::Int(BigInt::from(small)),
            Err(_) => HostValue::Int(i.extract::<BigInt>()?),
        });
    }
    if let Ok(f) = value.cast::<PyFloat>() {
        return Ok(HostValue::Float(f.value()));
    }
    if let Ok(s) = value.cast::<PyString>() {
        return match s.to_str() {
            Ok(text) => Ok(HostValue::Str(text.to_string())),
            Err(_) => Err(Failure::Unsupported(
                "a str with lone surrogates cannot cross into the sandbox".into(),
            )),
        };
    }
    if let Ok(b) = value.cast::<PyBytes>() {
        return Ok(HostValue::Bytes(b.as_bytes().to_vec()));
    }
    if let Ok(b) = value.cast::<PyByteArray>() {
        return Ok(HostValue::Bytes(b.to_vec()));
    }
    if depth >= MAX_DEPTH {
        return Err(Failure::Unsupported(format!(
            "containers nested more than {MAX_DEPTH} deep cannot cross into the sandbox"
        )));
    }
    if let Ok(list) = value.cast::<PyList>() {
        return Ok(HostValue::List(items_to_host(list.iter(), depth, path)?));
    }
    if let Ok(tuple) = value.cast::<PyTuple>() {
        return Ok(HostValue::Tuple(items_to_host(tuple.iter(), depth, path)?));
    }
    if let Ok(dict) = value.cast::<PyDict>() {
        return dict_to_host(dict, depth, path);
    }
    if let Ok(set) = value.cast::<PySet>() {
        return Ok(HostValue::Set(items_to_host(set.iter(), depth, path)?));
    }
    if let Ok(set) = value.cast::<PyFrozenSet>() {
        return Ok(HostValue::Set(items_to_host(set.iter(), depth, path)?));
    }
    let type_name = value.get_type().name()?.to_string();
    Err(Failure::Unsupported(format!(
        "a '{type_name}' object cannot cross into the sandbox (only None, bool, int, float, str, bytes, list, \
         tuple, dict and set can)"
    )))
}

fn items_to_host<'py>(
    items: impl Iterator<Item = Bound<'py, PyAny>>,
    depth: usize,
    path: &mut Vec<String>,
) -> Result<Vec<HostValue>, Failure> {
    let mut out = Vec::new();
    for (index, item) in items.enumerate() {
        let converted = to_host_at(&item, depth + 1, path);
        out.push(within(path, || format!("[{index}]"), converted)?);
    }
    Ok(out)
}

fn dict_to_host(dict: &Bound<'_, PyDict>, depth: usize, path: &mut Vec<String>) -> Result<HostValue, Failure> {
    let key_segment =
        |key: &Bound<'_, PyAny>| format!("[{}]", key.repr().map_or_else(|_| "?".into(), |r| r.to_string()));
    let str_keys = dict.keys().iter().all(|key| key.is_exact_instance_of::<PyString>());
    if str_keys {
        let mut entries = Vec::with_capacity(dict.len());
        for (key, item) in dict.iter() {
            let converted = to_host_at(&item, depth + 1, path);
            let converted = within(path, || key_segment(&key), converted)?;
            entries.push((key.extract::<String>()?, converted));
        }
        return Ok(HostValue::Dict(entries));
    }
    let mut entries = Vec::with_capacity(dict.len());
    for (key, item) in dict.iter() {
        let host_key = to_host_at(&key, depth + 1, path);
        let host_key = within(path, || key_segment(&key), host_key)?;
        let converted = to_host_at(&item, depth + 1, path);
        entries.push((host_key, within(path, || key_segment(&key), converted)?));
    }
    Ok(HostValue::Map(entries))
}

/// Adds the place of a part that failed to the path, which collects places from the inside out.
fn within(
    path: &mut Vec<String>,
    segment: impl FnOnce() -> String,
    result: Result<HostValue, Failure>,
) -> Result<HostValue, Failure> {
    if result.is_err() {
        path.push(segment());
    }
    result
}

/// Makes the host object for a value that came out of the sandbox.
pub fn to_python<'py>(py: Python<'py>, value: &HostValue) -> PyResult<Bound<'py, PyAny>> {
    Ok(match value {
        HostValue::None => py.None().into_bound(py),
        HostValue::Bool(b) => PyBool::new(py, *b).to_owned().into_any(),
        HostValue::Int(i) => match i64::try_from(i) {
            Ok(small) => small.into_pyobject(py)?.into_any(),
            Err(_) => i.into_pyobject(py)?.into_any(),
        },
        HostValue::Float(f) => PyFloat::new(py, *f).into_any(),
        HostValue::Str(s) => PyString::new(py, s).into_any(),
        HostValue::Bytes(b) => PyBytes::new(py, b).into_any(),
        HostValue::List(items) => PyList::new(py, items_to_python(py, items)?)?.into_any(),
        HostValue::Tuple(items) => PyTuple::new(py, items_to_python(py, items)?)?.into_any(),
        HostValue::Set(items) => PySet::new(py, items_to_python(py, items)?)?.into_any(),
        HostValue::Dict(entries) => {
            let dict = PyDict::new(py);
            for (key, item) in entries {
                dict.set_item(key, to_python(py, item)?)?;
            }
            dict.into_any()
        }
        HostValue::Map(entries) => {
            let dict = PyDict::new(py);
            for (key, item) in entries {
                dict.set_item(to_python(py, key)?, to_python(py, item)?)?;
            }
            dict.into_any()
        }
    })
}

fn items_to_python<'py>(py: Python<'py>, items: &[HostValue]) -> PyResult<Vec<Bound<'py, PyAny>>> {
    items.iter().map(|item| to_python(py, item)).collect()
}
