//! Elements made natively ([`Maker`]), the native fast path of `SubElement`, and `attach`,
//! which gives a Python function its fast path (see `FastPath` in the interpreter). `subelement(function, parent, tag[, attrib])`
//! does what `SubElement` does when `parent` is a plain instance of exactly the module's
//! `Element` class whose `__init__`, `makeelement` and `append` are still the module's own
//! (the ones in its `_plain_methods` tuple) and not shadowed on the instance, and `attrib` is a
//! dict whose keys are all strs: makes the element as `Element.__init__` does (`tag`, a copy
//! of `attrib`, `text`, `tail`, `_children`), appends it to the parent's children and returns
//! it. For any other call it declines (returns `Undefined`) before changing anything, and the
//! Python body runs.

use garter::builtins::registry::Args;
use garter::heap::Object;
use garter::symbol::Symbol;
use garter::types::class::{AttrMap, InstanceObj};
use garter::types::TypeId;
use garter::value::Value;
use garter::vm::{PyErr, PyResult, Vm};

/// Bytes a new element is counted as (the instance, its attrib dict and children list).
const ELEMENT_BYTES: usize = 480;
/// Bytes an attribute is counted as.
const ATTRIBUTE_BYTES: usize = 64;

/// The names the natives look up: an element's attributes (in the order `Element.__init__`
/// stores them), then the module's globals and Element's methods that `subelement` checks.
static NAMES: [&str; 10] = [
    "tag",
    "attrib",
    "text",
    "tail",
    "_children",
    "Element",
    "_plain_methods",
    "__init__",
    "makeelement",
    "append",
];

/// The symbols of [`NAMES`], interned once per interpreter.
pub fn names(vm: &mut Vm) -> [Symbol; 10] {
    vm.interner.intern_table(&NAMES)
}

/// The symbols of an element's attributes, in [`NAMES`]' order.
pub fn attribute_names(vm: &mut Vm) -> [Symbol; 5] {
    let names = names(vm);
    [names[0], names[1], names[2], names[3], names[4]]
}

/// Makes instances of an element class as `Element.__init__` leaves them: their attributes
/// `tag`, `attrib`, `text`, `tail` and `_children`, in that order.
pub struct Maker {
    class: Value,
    names: [Symbol; 5],
    /// The attributes of a new element with None for each, copied for every element.
    template: AttrMap,
}

impl Maker {
    /// A maker of `class`, which must be a class whose instances keep plain attributes (no
    /// builtin base, no `__slots__`).
    pub fn new(vm: &mut Vm, class: Value) -> PyResult<Maker> {
        let plain = vm
            .class_obj(class)
            .is_some_and(|c| c.builtin_base == TypeId::Object && c.slots == Value::Undefined);
        if !plain {
            return Err(PyErr::type_error("the element class must keep plain attributes"));
        }
        let names = attribute_names(vm);
        let mut template = AttrMap::new();
        for name in names {
            template.set(name, Value::None);
        }
        Ok(Maker { class, names, template })
    }

    /// A new element: `tag`, `attrib`, no text or tail, and `children`.
    pub fn make(&self, vm: &mut Vm, tag: Value, attrib: Value, children: Value) -> Value {
        let mut attrs = self.template.clone();
        let [tag_name, attrib_name, _, _, children_name] = self.names;
        for (name, value) in [(tag_name, tag), (attrib_name, attrib), (children_name, children)] {
            attrs.set(name, value);
        }
        vm.heap.alloc_value(Object::Instance(Box::new(InstanceObj {
            class: self.class,
            attrs,
            dict: None,
            base: Value::Undefined,
        })))
    }
}

/// The module's `Element` class, when `function` is a Python function of a module whose
/// `Element` still has the methods listed in its `_plain_methods`.
fn element_class(vm: &mut Vm, function: Value) -> Option<Value> {
    let module = match vm.object(function)? {
        Object::Function(f) => f.module,
        _ => return None,
    };
    let [.., element, plain, init, makeelement, append] = names(vm);
    let methods = [init, makeelement, append];
    let globals = vm.modules.get(module as usize)?;
    let (class, plain) = (globals.get(element)?, globals.get(plain)?);
    let Some(Object::Tuple(originals)) = vm.object(plain) else {
        return None;
    };
    let unchanged = originals.len() == methods.len()
        && methods
            .iter()
            .zip(originals)
            .all(|(&name, &original)| vm.class_lookup(class, name) == Some(original));
    unchanged.then_some(class)
}

/// The `_children` list of `parent`, when it is a plain instance of exactly `class` that does
/// not shadow `makeelement` or `append`.
fn children_of(vm: &mut Vm, parent: Value, class: Value) -> Option<Value> {
    if vm.class_of(parent) != class {
        return None;
    }
    let [.., children, _, _, _, makeelement, append] = names(vm);
    let attrs = vm.plain_instance_attrs(parent)?;
    if attrs.get(makeelement).is_some() || attrs.get(append).is_some() {
        return None;
    }
    let list = attrs.get(children)?;
    let id = list.heap_id()?;
    let exact_list = matches!(vm.heap.get(id), Object::List(_)) && !vm.heap.is_subclass_instance(id);
    exact_list.then_some(list)
}

/// The items of `attrib`, when it is exactly a dict and its keys are all strs.
fn attributes(vm: &Vm, attrib: Value) -> Option<Vec<(Value, Value)>> {
    let id = attrib.heap_id()?;
    let Object::Dict(table) = vm.heap.get(id) else {
        return None;
    };
    if vm.heap.is_subclass_instance(id) {
        return None;
    }
    let items: Vec<(Value, Value)> = table.iter().map(|e| (e.key, e.value)).collect();
    let str_keys = items
        .iter()
        .all(|(key, _)| matches!(key.heap_id().map(|k| vm.heap.get(k)), Some(Object::Str(_))));
    str_keys.then_some(items)
}

/// `SubElement(parent, tag[, attrib])`'s fast path: see the module's documentation.
pub fn subelement(vm: &mut Vm, args: &Args) -> PyResult<Value> {
    let (function, parent, tag, attrib) = match *args.positional.as_slice() {
        [function, parent, tag] => (function, parent, tag, None),
        [function, parent, tag, attrib] => (function, parent, tag, Some(attrib)),
        _ => return Ok(Value::Undefined),
    };
    if !args.keywords.is_empty() {
        return Ok(Value::Undefined);
    }
    let Some(class) = element_class(vm, function) else {
        return Ok(Value::Undefined);
    };
    let Some(list) = children_of(vm, parent, class) else {
        return Ok(Value::Undefined);
    };
    let items = match attrib {
        None => Vec::new(),
        Some(attrib) => match attributes(vm, attrib) {
            Some(items) => items,
            None => return Ok(Value::Undefined),
        },
    };
    vm.reserve(ELEMENT_BYTES + items.len() * ATTRIBUTE_BYTES)?;
    vm.charge(1 + items.len() as u64)?;
    let maker = Maker::new(vm, class)?;
    let attrib = vm.new_dict_from_items(items)?;
    let children = vm.new_list(Vec::new());
    let element = maker.make(vm, tag, attrib, children);
    if let Some(id) = list.heap_id() {
        if let Object::List(items) = vm.heap.get_mut(id) {
            items.push(element);
        }
        vm.heap.note_growth(std::mem::size_of::<Value>());
    }
    Ok(element)
}
