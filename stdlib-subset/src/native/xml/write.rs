//! `_garter_xml.serialize(element, element_class, short_empty_elements)`: the text
//! ElementTree's "xml" method writes for a tree without namespaces, in one pass. Every node
//! must be a plain instance of exactly `element_class` whose tag and attribute names are strs
//! without a `{`, whose attribute values are strs and whose text and tail are strs or None,
//! nested at most [`MAX_DEPTH`] deep (a cycle is not followed); for any other tree it returns
//! None before writing anything, and the Python serialiser writes (or refuses) it. Elements
//! being written wait on an explicit stack.

use garter::builtins::registry::Args;
use garter::heap::Object;
use garter::symbol::Symbol;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use super::element::attribute_names;
use crate::native::positional;

/// How deep a tree the native serialiser writes (a deeper one, or a cycle, is left to Python).
const MAX_DEPTH: usize = 256;
/// Output bytes per step charged.
const BYTES_PER_STEP: usize = 16;
/// Output bytes between two checks of the memory limit.
const CHECK_BYTES: usize = 1 << 16;

/// The parts of an element the serialiser reads.
struct Node {
    tag: Value,
    attrib: Vec<(Value, Value)>,
    text: Value,
    tail: Value,
    children: Vec<Value>,
}

/// An element whose children are being written: its node and the index of the next child.
struct Frame {
    node: Node,
    next: usize,
}

/// Why the native serialiser stopped.
enum Stop {
    /// A tree the Python serialiser must write.
    NeedsPython,
    Raise(PyErr),
}

impl From<PyErr> for Stop {
    fn from(error: PyErr) -> Stop {
        Stop::Raise(error)
    }
}

/// Writes the tree into `out`.
struct Writer<'v> {
    vm: &'v mut Vm,
    class: Value,
    names: [Symbol; 5],
    short_empty: bool,
    out: String,
    /// The output's length when last charged, and when last checked against the memory limit.
    charged: usize,
    reserved: usize,
}

impl Writer<'_> {
    /// The str of `value`, when it is exactly a str.
    fn text(&self, value: Value) -> Result<&str, Stop> {
        match value.heap_id().map(|id| self.vm.heap.get(id)) {
            Some(Object::Str(s)) => Ok(s.as_str()),
            _ => Err(Stop::NeedsPython),
        }
    }

    /// A name (tag or attribute key): a str outside any namespace.
    fn name(&self, value: Value) -> Result<&str, Stop> {
        let name = self.text(value)?;
        if name.starts_with('{') {
            return Err(Stop::NeedsPython);
        }
        Ok(name)
    }

    /// Text or tail: None or a str.
    fn optional(&self, value: Value) -> Result<(), Stop> {
        if value != Value::None {
            self.text(value)?;
        }
        Ok(())
    }

    /// The parts of `element`, checked to be what this serialiser writes.
    fn node(&self, element: Value) -> Result<Node, Stop> {
        if self.vm.class_of(element) != self.class {
            return Err(Stop::NeedsPython);
        }
        let attrs = self.vm.plain_instance_attrs(element).ok_or(Stop::NeedsPython)?;
        let [tag, attrib, text, tail, children] = self.names.map(|name| attrs.get(name));
        let (Some(tag), Some(attrib), Some(text), Some(tail), Some(children)) = (tag, attrib, text, tail, children)
        else {
            return Err(Stop::NeedsPython);
        };
        self.name(tag)?;
        self.optional(text)?;
        self.optional(tail)?;
        let attrib = match attrib.heap_id() {
            Some(id) if !self.vm.heap.is_subclass_instance(id) => match self.vm.heap.get(id) {
                Object::Dict(table) => table.iter().map(|e| (e.key, e.value)).collect::<Vec<_>>(),
                _ => return Err(Stop::NeedsPython),
            },
            _ => return Err(Stop::NeedsPython),
        };
        for &(key, value) in &attrib {
            self.name(key)?;
            self.text(value)?;
        }
        let children = match children.heap_id() {
            Some(id) if !self.vm.heap.is_subclass_instance(id) => match self.vm.heap.get(id) {
                Object::List(items) => items.clone(),
                _ => return Err(Stop::NeedsPython),
            },
            _ => return Err(Stop::NeedsPython),
        };
        Ok(Node {
            tag,
            attrib,
            text,
            tail,
            children,
        })
    }

    /// Charges the output written since the last check, and checks it against the memory limit
    /// every [`CHECK_BYTES`].
    fn check(&mut self) -> PyResult<()> {
        let length = self.out.len();
        self.vm.charge(1 + ((length - self.charged) / BYTES_PER_STEP) as u64)?;
        self.charged = length;
        if length - self.reserved >= CHECK_BYTES {
            self.vm.reserve(length)?;
            self.reserved = length;
        }
        Ok(())
    }

    /// Writes the start of `node` (its tag, attributes and text), or all of it when it is empty.
    fn open(&mut self, node: &Node) -> Result<bool, Stop> {
        let mut out = std::mem::take(&mut self.out);
        let tag = self.text(node.tag)?;
        out.push('<');
        out.push_str(tag);
        for &(key, value) in &node.attrib {
            out.push(' ');
            out.push_str(self.text(key)?);
            out.push_str("=\"");
            escape(&mut out, self.text(value)?, true);
            out.push('"');
        }
        let text = if node.text == Value::None {
            ""
        } else {
            self.text(node.text)?
        };
        let empty = text.is_empty() && node.children.is_empty() && self.short_empty;
        if empty {
            out.push_str(" />");
        } else {
            out.push('>');
            escape(&mut out, text, false);
        }
        self.out = out;
        Ok(!empty)
    }

    /// Writes the end of `node`: its end tag (unless it was written empty) and its tail.
    fn close(&mut self, node: &Node, opened: bool) -> Result<(), Stop> {
        let mut out = std::mem::take(&mut self.out);
        if opened {
            out.push_str("</");
            out.push_str(self.text(node.tag)?);
            out.push('>');
        }
        if node.tail != Value::None {
            escape(&mut out, self.text(node.tail)?, false);
        }
        self.out = out;
        Ok(())
    }

    /// Writes the tree under `root`.
    fn write(&mut self, root: Value) -> Result<(), Stop> {
        let node = self.node(root)?;
        let mut stack = Vec::new();
        if self.open(&node)? {
            stack.push(Frame { node, next: 0 });
        } else {
            return self.close(&node, false);
        }
        while let Some(frame) = stack.last_mut() {
            let Some(&child) = frame.node.children.get(frame.next) else {
                let Some(frame) = stack.pop() else { break };
                self.close(&frame.node, true)?;
                continue;
            };
            frame.next += 1;
            self.check()?;
            let node = self.node(child)?;
            if self.open(&node)? {
                if stack.len() >= MAX_DEPTH {
                    return Err(Stop::NeedsPython);
                }
                stack.push(Frame { node, next: 0 });
            } else {
                self.close(&node, false)?;
            }
        }
        Ok(())
    }
}

/// Appends `text` escaped as ElementTree escapes text (`&`, `<`, `>`) or, with `attribute`,
/// attribute values (also `"`, and carriage returns, newlines and tabs as references).
fn escape(out: &mut String, text: &str, attribute: bool) {
    let special = |c: char| matches!(c, '&' | '<' | '>') || (attribute && matches!(c, '"' | '\r' | '\n' | '\t'));
    let mut rest = text;
    while let Some(at) = rest.find(special) {
        out.push_str(&rest[..at]);
        let c = rest[at..].chars().next().unwrap_or_default();
        out.push_str(match c {
            '&' => "&amp;",
            '<' => "&lt;",
            '>' => "&gt;",
            '"' => "&quot;",
            '\r' => "&#13;",
            '\n' => "&#10;",
            _ => "&#09;",
        });
        rest = &rest[at + 1..];
    }
    out.push_str(rest);
}

/// `serialize(element, element_class, short_empty_elements)`: see the module's documentation.
pub fn serialize(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "serialize", 3, 3)?;
    let short_empty = match args.positional[2] {
        Value::Bool(b) => b.get(),
        _ => return Ok(Value::None),
    };
    let names = attribute_names(vm);
    let mut writer = Writer {
        vm,
        class: args.positional[1],
        names,
        short_empty,
        out: String::new(),
        charged: 0,
        reserved: 0,
    };
    match writer.write(args.positional[0]) {
        Ok(()) => {
            writer.check()?;
            let out = std::mem::take(&mut writer.out);
            vm.reserve(out.len())?;
            Ok(vm.new_str(out))
        }
        Err(Stop::NeedsPython) => Ok(Value::None),
        Err(Stop::Raise(error)) => Err(error),
    }
}
