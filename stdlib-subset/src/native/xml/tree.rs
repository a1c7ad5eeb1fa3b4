//! `_garter_xml.build(data, element, start, end)`: parses a document straight into a tree of
//! `element` instances, as a fresh `XMLParser(target=TreeBuilder())` builds it (each element
//! made as `Element.__init__` makes it: `tag`, `attrib`, `text`, `tail`, `_children`; text
//! joined and given to the last element started or ended as its text or tail). Returns
//! `(root, pairs, error)`: the first element started (or None), the `("start", element)` and
//! `("end", element)` pairs iterparse hands out (those `start` and `end` ask for), and None or
//! the error tuple of `parse`; a reference to an undeclared entity is the error CPython's
//! parser reports, and no event after it is applied. Open elements live on an explicit stack.

use super::tag_strs::TagStrs;

use garter::builtins::registry::Args;
use garter::heap::Object;
use garter::symbol::Symbol;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

use super::element::{attribute_names, Maker};
use super::errors::{Code, XmlError};
use super::scan::{self, Event, Sink, Wanted};
use super::{document, error_value, first_error, hold_pending, ATTRIBUTE_BYTES, BYTES_PER_STEP, EVENT_BYTES};
use crate::native::positional;

/// Bytes an element is counted as beyond its text (the instance, its attrib dict and list).
const ELEMENT_BYTES: usize = 480;

/// Builds the tree as the events arrive.
struct Tree<'v> {
    vm: &'v mut Vm,
    maker: Maker,
    text: Symbol,
    tail: Symbol,
    tags: TagStrs,
    /// The tag of the element started last (the next is often the same).
    last_tag: Option<(String, Value)>,
    /// The open elements and their `_children` lists.
    open: Vec<(Value, Value)>,
    root: Value,
    /// The element text goes to, and whether as its tail.
    last: Option<(Value, bool)>,
    data: Option<String>,
    pairs: Vec<Value>,
    want: (Option<Value>, Option<Value>),
    /// The undeclared entity that stopped the building.
    undefined: Option<XmlError>,
    held: usize,
}

impl Tree<'_> {
    fn start_tag(&mut self, tag: &str) -> Value {
        if let Some((last, value)) = &self.last_tag {
            if last == tag {
                return *value;
            }
        }
        let value = self.tag(tag);
        self.last_tag = Some((tag.to_string(), value));
        value
    }

    fn tag(&mut self, tag: &str) -> Value {
        self.tags.get(self.vm, tag)
    }

    /// Gives the text gathered since the last element started or ended to that element.
    fn flush(&mut self) -> PyResult<()> {
        let Some(data) = self.data.take() else {
            return Ok(());
        };
        if let Some((element, tail)) = self.last {
            let text = self.vm.new_str(data);
            let name = if tail { self.tail } else { self.text };
            self.vm.store_plain_instance_attr(element, name, text);
        }
        Ok(())
    }

    fn pair(&mut self, label: Option<Value>, element: Value) {
        if let Some(label) = label {
            let pair = self.vm.new_tuple(vec![label, element]);
            self.pairs.push(pair);
        }
    }

    fn start(&mut self, tag: &str, attributes: &[(String, String)]) -> PyResult<()> {
        self.flush()?;
        let tag = self.start_tag(tag);
        let mut items = Vec::with_capacity(attributes.len());
        for (key, value) in attributes {
            let key = self.tag(key);
            items.push((key, self.vm.new_str(value.as_str())));
        }
        let attrib = self.vm.new_dict_from_items(items)?;
        let children = self.vm.new_list(Vec::new());
        let element = self.maker.make(self.vm, tag, attrib, children);
        match self.open.last() {
            Some(&(_, list)) => {
                if let Some(Object::List(items)) = list.heap_id().map(|id| self.vm.heap.get_mut(id)) {
                    items.push(element);
                }
                self.vm.heap.note_growth(std::mem::size_of::<Value>());
            }
            None if self.root == Value::None => self.root = element,
            None => {}
        }
        self.open.push((element, children));
        self.last = Some((element, false));
        self.pair(self.want.0, element);
        Ok(())
    }

    fn end(&mut self) -> PyResult<()> {
        self.flush()?;
        let Some((element, _)) = self.open.pop() else {
            return Err(PyErr::runtime_error("end tag without a start tag"));
        };
        self.last = Some((element, true));
        self.pair(self.want.1, element);
        Ok(())
    }
}

impl Sink for Tree<'_> {
    fn event(&mut self, event: Event<'_>) -> Result<(), PyErr> {
        if self.undefined.is_some() {
            return Ok(());
        }
        let size = match &event {
            Event::Start(tag, attributes) => {
                tag.len()
                    + ELEMENT_BYTES
                    + attributes
                        .iter()
                        .map(|(k, v)| k.len() + v.len() + ATTRIBUTE_BYTES)
                        .sum::<usize>()
            }
            Event::Data(text) => text.len(),
            _ => 0,
        };
        self.vm.reserve(size + EVENT_BYTES)?;
        self.vm.charge(1 + (size / BYTES_PER_STEP) as u64)?;
        self.held = 0;
        match event {
            Event::Start(tag, attributes) => self.start(tag, attributes),
            Event::End(_) => self.end(),
            Event::Data(text) => {
                self.data.get_or_insert_with(String::new).push_str(text);
                Ok(())
            }
            Event::Skipped(name, offset) => {
                self.undefined = Some(XmlError {
                    code: Code::UndefinedEntity,
                    offset,
                    message: Some(format!("undefined entity &{name};")),
                });
                Ok(())
            }
            Event::Comment(_) | Event::Pi(..) | Event::StartNs(..) | Event::EndNs(_) => Ok(()),
        }
    }

    fn hold(&mut self, bytes: usize) -> Result<(), PyErr> {
        hold_pending(self.vm, &mut self.held, bytes)
    }
}

/// `build(data, element, start, end)`: see the module's documentation.
pub fn build(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    positional(args, "build", 4, 4)?;
    let maker = Maker::new(vm, args.positional[1])?;
    let want_start = vm.truthy(args.positional[2])?;
    let want_end = vm.truthy(args.positional[3])?;
    let (text, early) = document(vm, args.positional[0], false)?;
    let [_, _, text_name, tail_name, _] = attribute_names(vm);
    let want = (
        want_start.then(|| vm.new_str("start")),
        want_end.then(|| vm.new_str("end")),
    );
    let mut tree = Tree {
        vm,
        maker,
        text: text_name,
        tail: tail_name,
        tags: TagStrs::default(),
        last_tag: None,
        open: Vec::new(),
        root: Value::None,
        last: None,
        data: None,
        pairs: Vec::new(),
        want,
        undefined: None,
        held: 0,
    };
    let wanted = Wanted {
        comments: false,
        pis: false,
        namespaces: false,
        partial: false,
    };
    let outcome = scan::scan(&text, wanted, &mut tree);
    let (root, pairs, undefined) = (tree.root, std::mem::take(&mut tree.pairs), tree.undefined.take());
    let error = match undefined {
        Some(error) => {
            first_error(outcome, None)?;
            Some(error)
        }
        None => first_error(outcome, early)?,
    };
    let error = match error {
        Some(error) => error_value(vm, &text, &error),
        None => Value::None,
    };
    vm.check_alloc_items(pairs.len())?;
    let pairs = vm.new_list(pairs);
    Ok(vm.new_tuple(vec![root, pairs, error]))
}
