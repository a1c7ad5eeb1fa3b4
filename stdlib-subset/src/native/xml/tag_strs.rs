//! The str of each tag and attribute name a parse meets, made once per parse: a document repeats
//! a handful of names, and each element made from it shares their strs.

use std::collections::HashMap;

use garter::value::Value;
use garter::vm::Vm;

#[derive(Default)]
pub(super) struct TagStrs {
    made: HashMap<String, Value>,
}

impl TagStrs {
    /// The str of `tag`, made on its first use.
    pub(super) fn get(&mut self, vm: &mut Vm, tag: &str) -> Value {
        if let Some(&value) = self.made.get(tag) {
            return value;
        }
        let value = vm.new_str(tag);
        self.made.insert(tag.to_string(), value);
        value
    }
}
