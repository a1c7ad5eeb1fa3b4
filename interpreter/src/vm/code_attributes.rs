//! `function.__code__`: a `code` object (the prelude's class, as `compile()` makes) describing
//! a function's code with CPython's `co_*` attributes — names, counts, flags, variable names —
//! and nothing that reaches the bytecode (no `co_code`, no constants).

use crate::bytecode::CodeKind;
use crate::heap::Object;
use crate::value::{HeapId, Value};

use super::{PyErr, PyResult, Vm};

/// CPython's `co_flags` bits.
const CO_OPTIMIZED: i64 = 0x1;
const CO_NEWLOCALS: i64 = 0x2;
const CO_VARARGS: i64 = 0x4;
const CO_VARKEYWORDS: i64 = 0x8;
const CO_NESTED: i64 = 0x10;
const CO_GENERATOR: i64 = 0x20;
const CO_COROUTINE: i64 = 0x80;
const CO_ASYNC_GENERATOR: i64 = 0x200;

impl Vm {
    /// The `__code__` of function `id`.
    pub(super) fn function_code(&mut self, id: HeapId) -> PyResult<Value> {
        let Object::Function(function) = self.heap.get(id) else {
            return Err(PyErr::new(
                crate::types::TypeId::SystemError,
                "__code__ of a non-function",
            ));
        };
        let code = function.code.clone();
        let signature = &code.signature;
        let mut flags = CO_OPTIMIZED | CO_NEWLOCALS;
        if signature.varargs {
            flags |= CO_VARARGS;
        }
        if signature.varkw {
            flags |= CO_VARKEYWORDS;
        }
        if code.qualname.contains("<locals>") {
            flags |= CO_NESTED;
        }
        flags |= match code.kind {
            CodeKind::Generator => CO_GENERATOR,
            CodeKind::Coroutine => CO_COROUTINE,
            CodeKind::AsyncGenerator => CO_ASYNC_GENERATOR,
            CodeKind::Function | CodeKind::Module => 0,
        };
        let params = signature.param_slots() as usize;
        // Parameters first, then the other locals a program could name (cells are listed
        // apart, as CPython lists them, unless they are parameters).
        let varnames: Vec<String> = code
            .varnames
            .iter()
            .enumerate()
            .filter(|(i, name)| *i < params || !code.cellvars.contains(name))
            .map(|(_, name)| self.interner.name(*name).to_string())
            .filter(|name| name.chars().next().is_some_and(|c| c == '_' || c.is_alphabetic()))
            .collect();
        let nlocals = varnames.len() as i64;
        let names = |vm: &mut Vm, list: Vec<String>| {
            let items = list.into_iter().map(|name| vm.new_str(name)).collect();
            vm.new_tuple(items)
        };
        let varnames = names(self, varnames);
        let cellvars = code
            .cellvars
            .iter()
            .map(|n| self.interner.name(*n).to_string())
            .collect();
        let cellvars = names(self, cellvars);
        let freevars = code
            .freevars
            .iter()
            .map(|n| self.interner.name(*n).to_string())
            .collect();
        let freevars = names(self, freevars);
        let name = self.interner.name(code.name).to_string();
        // In the order of the prelude's `_FUNCTION_CODE_FIELDS`.
        let args = [
            self.new_str(name),
            self.new_str(code.qualname.to_string()),
            self.new_str(code.source.name.clone()),
            Value::Int(i64::from(code.first_line)),
            Value::Int(i64::from(signature.argcount)),
            Value::Int(i64::from(signature.posonly)),
            Value::Int(i64::from(signature.kwonly)),
            varnames,
            Value::Int(flags),
            Value::Int(nlocals),
            freevars,
            cellvars,
        ];
        self.call_prelude("_function_code", &args)
    }
}
