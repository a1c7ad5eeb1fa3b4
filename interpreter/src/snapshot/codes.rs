//! The code-object table: every code object a snapshot refers to (from frames, functions,
//! generators and tracebacks, and their children), each stored once with children before their
//! parents, and the source files they were compiled from, each stored once.

use std::collections::HashMap;
use std::sync::Arc;

use serde::{Deserialize, Serialize};

use crate::bytecode::{CodeKind, CodeObject, ColumnSpan, ExceptionEntry, Instr, Signature};
use crate::parse::SourceFile;
use crate::symbol::Symbol;
use crate::value::Value;

/// The distinct code objects and sources of a VM, in the order they are written.
#[derive(Default)]
pub(super) struct CodeTable {
    codes: Vec<Arc<CodeObject>>,
    index: HashMap<*const CodeObject, u32>,
    sources: Vec<Arc<SourceFile>>,
    source_index: HashMap<*const SourceFile, u32>,
}

impl CodeTable {
    /// Adds `code` after its children, unless it is already in the table.
    pub fn add(&mut self, code: &Arc<CodeObject>) {
        if self.index.contains_key(&Arc::as_ptr(code)) {
            return;
        }
        for child in &code.children {
            self.add(child);
        }
        let source = Arc::as_ptr(&code.source);
        if !self.source_index.contains_key(&source) {
            self.source_index.insert(source, self.sources.len() as u32);
            self.sources.push(code.source.clone());
        }
        self.index.insert(Arc::as_ptr(code), self.codes.len() as u32);
        self.codes.push(code.clone());
    }

    /// Each code object's index in the table, by address.
    pub fn index(&self) -> &HashMap<*const CodeObject, u32> {
        &self.index
    }

    /// The sources and code objects in their written form.
    pub fn written(&self) -> (Vec<SourceRef<'_>>, Vec<CodeRef<'_>>) {
        (self.sources(), self.codes())
    }

    fn sources(&self) -> Vec<SourceRef<'_>> {
        self.sources
            .iter()
            .map(|s| SourceRef {
                name: &s.name,
                text: &s.text,
                standard_library: s.standard_library,
                compiled_at_run_time: s.compiled_at_run_time,
            })
            .collect()
    }

    fn codes(&self) -> Vec<CodeRef<'_>> {
        self.codes
            .iter()
            .map(|c| CodeRef {
                kind: c.kind,
                name: c.name,
                qualname: &c.qualname,
                source: self.source_index[&Arc::as_ptr(&c.source)],
                first_line: c.first_line,
                instrs: &c.instrs,
                lines: &c.lines,
                columns: &c.columns,
                consts: &c.consts,
                names: &c.names,
                kwnames: &c.kwnames,
                varnames: &c.varnames,
                cellvars: &c.cellvars,
                freevars: &c.freevars,
                cell_params: &c.cell_params,
                signature: &c.signature,
                exception_table: &c.exception_table,
                children: c.children.iter().map(|ch| self.index[&Arc::as_ptr(ch)]).collect(),
                doc: c.doc,
            })
            .collect()
    }
}

/// A source file as written: its line index is recomputed when it is read.
#[derive(Serialize)]
pub(super) struct SourceRef<'a> {
    name: &'a str,
    text: &'a str,
    standard_library: bool,
    compiled_at_run_time: bool,
}

#[derive(Deserialize)]
pub(super) struct SourceRepr {
    name: String,
    text: String,
    standard_library: bool,
    compiled_at_run_time: bool,
}

/// A code object as written: its source and children are table indices.
#[derive(Serialize)]
pub(super) struct CodeRef<'a> {
    kind: CodeKind,
    name: Symbol,
    qualname: &'a str,
    source: u32,
    first_line: u32,
    instrs: &'a [Instr],
    lines: &'a [u32],
    columns: &'a [ColumnSpan],
    consts: &'a [Value],
    names: &'a [Symbol],
    kwnames: &'a [Box<[Symbol]>],
    varnames: &'a [Symbol],
    cellvars: &'a [Symbol],
    freevars: &'a [Symbol],
    cell_params: &'a [Option<u32>],
    signature: &'a Signature,
    exception_table: &'a [ExceptionEntry],
    children: Vec<u32>,
    doc: Option<Value>,
}

/// [`CodeRef`] as read back.
#[derive(Deserialize)]
pub(super) struct CodeRepr {
    kind: CodeKind,
    name: Symbol,
    qualname: String,
    source: u32,
    first_line: u32,
    instrs: Vec<Instr>,
    lines: Vec<u32>,
    columns: Vec<ColumnSpan>,
    consts: Vec<Value>,
    names: Vec<Symbol>,
    kwnames: Vec<Box<[Symbol]>>,
    varnames: Vec<Symbol>,
    cellvars: Vec<Symbol>,
    freevars: Vec<Symbol>,
    cell_params: Vec<Option<u32>>,
    signature: Signature,
    exception_table: Vec<ExceptionEntry>,
    children: Vec<u32>,
    doc: Option<Value>,
}

/// Rebuilds the shared code objects from their written form: each child must come before its
/// parent (so the table has no cycles), and each source index must be in range.
pub(super) fn rebuild(sources: Vec<SourceRepr>, codes: Vec<CodeRepr>) -> Result<Vec<Arc<CodeObject>>, String> {
    let sources: Vec<Arc<SourceFile>> = sources
        .into_iter()
        .map(|s| {
            Arc::new(if s.standard_library {
                SourceFile::standard_library(&s.name, &s.text)
            } else if s.compiled_at_run_time {
                SourceFile::compiled_at_run_time(&s.name, &s.text)
            } else {
                SourceFile::new(&s.name, &s.text)
            })
        })
        .collect();
    let mut built: Vec<Arc<CodeObject>> = Vec::with_capacity(codes.len());
    for (i, c) in codes.into_iter().enumerate() {
        let source = sources
            .get(c.source as usize)
            .cloned()
            .ok_or_else(|| format!("code object {i} refers to source {}, which is out of range", c.source))?;
        let mut children = Vec::with_capacity(c.children.len());
        for child in c.children {
            match built.get(child as usize) {
                Some(code) => children.push(code.clone()),
                None => {
                    return Err(format!(
                        "code object {i} has child {child}, which does not come before it"
                    ))
                }
            }
        }
        built.push(Arc::new(CodeObject {
            kind: c.kind,
            name: c.name,
            qualname: c.qualname.into(),
            source,
            first_line: c.first_line,
            instrs: c.instrs,
            lines: c.lines,
            columns: c.columns,
            consts: c.consts,
            names: c.names,
            kwnames: c.kwnames,
            varnames: c.varnames,
            cellvars: c.cellvars,
            freevars: c.freevars,
            cell_params: c.cell_params,
            signature: c.signature,
            exception_table: c.exception_table,
            children,
            doc: c.doc,
        }));
    }
    Ok(built)
}
