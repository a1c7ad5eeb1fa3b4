//! Checks a state read from a snapshot before it is used: every heap reference is to a live
//! object of the kind its holder expects, every native id is in the registry, module indices
//! are in range, each code object's bytecode passes the verifier, and the frames fit the
//! operand stack. (Symbols and code-object indices are checked as they are read.)

use std::collections::HashMap;
use std::sync::Arc;

use crate::builtins::registry;
use crate::bytecode::{verify, CodeObject};
use crate::heap::Object;
use crate::types::iter::IterObj;
use crate::value::{HeapId, Value};
use crate::vm::frame::{FrameExit, SavedFrame};
use crate::vm::Vm;

/// The first inconsistency found in `vm`, if any.
pub(super) fn check(vm: &Vm, codes: &[Arc<CodeObject>]) -> Result<(), String> {
    let checker = Checker {
        vm,
        global_slots: codes
            .iter()
            .map(|c| (Arc::as_ptr(c), verify::global_slots(c)))
            .collect(),
    };
    for code in codes {
        checker.code(code)?;
    }
    checker.heap()?;
    checker.roots()?;
    checker.frames()?;
    if let Some(fs) = &vm.filesystem {
        fs.check_consistency()?;
    }
    Ok(())
}

struct Checker<'a> {
    vm: &'a Vm,
    /// How many global slots each code object needs in the module it runs in.
    global_slots: HashMap<*const CodeObject, usize>,
}

impl Checker<'_> {
    fn value(&self, v: Value) -> Result<(), String> {
        match v {
            Value::Ref(id) => self.live(id),
            Value::Native(n) if n.0 as usize >= registry::native_count() => {
                Err(format!("native function {} is out of range", n.0))
            }
            _ => Ok(()),
        }
    }

    fn live(&self, id: HeapId) -> Result<(), String> {
        if self.vm.heap.is_live(id) {
            Ok(())
        } else {
            Err(format!("heap reference {} is to a free or missing slot", id.0))
        }
    }

    /// Checks that `id` is live and `expected` accepts its object.
    fn kind(&self, id: HeapId, what: &str, expected: fn(&Object) -> bool) -> Result<(), String> {
        self.live(id)?;
        if expected(self.vm.heap.get(id)) {
            Ok(())
        } else {
            Err(format!("heap reference {} should be to {what}", id.0))
        }
    }

    fn module(&self, index: u32) -> Result<(), String> {
        if (index as usize) < self.vm.modules.len() {
            Ok(())
        } else {
            Err(format!("module {index} is out of range"))
        }
    }

    fn code(&self, code: &CodeObject) -> Result<(), String> {
        verify::verify(code).map_err(|why| format!("code object '{}': {why}", code.qualname))?;
        code.consts.iter().chain(&code.doc).try_for_each(|v| self.value(*v))
    }

    /// Checks that code running in module `module` finds every global slot it uses.
    fn runs_in(&self, code: &Arc<CodeObject>, module: u32) -> Result<(), String> {
        self.module(module)?;
        let needed = self.global_slots.get(&Arc::as_ptr(code)).copied().unwrap_or(usize::MAX);
        if needed > self.vm.modules[module as usize].values.len() {
            return Err(format!("'{}' uses global slots its module lacks", code.qualname));
        }
        Ok(())
    }

    fn heap(&self) -> Result<(), String> {
        let heap = &self.vm.heap;
        let (slots, free) = heap.snapshot_parts();
        let mut freed = vec![false; slots.len()];
        for index in free {
            match slots.get(*index as usize) {
                Some(None) if !freed[*index as usize] => freed[*index as usize] = true,
                _ => return Err(format!("free list entry {index} is not a free slot")),
            }
        }
        let mut refs = Vec::new();
        for object in slots.iter().flatten() {
            refs.clear();
            object.trace(&mut refs);
            refs.iter().try_for_each(|v| self.value(*v))?;
            self.object(object)?;
        }
        for (id, data) in &heap.subclassed {
            self.kind(*id, "a dict or list", |o| {
                matches!(o, Object::Dict(_) | Object::List(_))
            })?;
            self.kind(data.class, "a class", |o| matches!(o, Object::Class(_)))?;
            data.attrs.iter().try_for_each(|(_, v)| self.value(v))?;
        }
        Ok(())
    }

    fn object(&self, object: &Object) -> Result<(), String> {
        let is_dict = |o: &Object| matches!(o, Object::Dict(_));
        let is_class = |o: &Object| matches!(o, Object::Class(_));
        let is_generator = |o: &Object| matches!(o, Object::Generator(_));
        match object {
            Object::BigInt(b) if i64::try_from(b).is_ok() => {
                Err("a heap int is small enough to be an immediate".to_string())
            }
            Object::Range(r) => {
                let fits = |n: i128| n.checked_abs().is_some_and(|a| a < 1 << 125);
                if r.step == 0 || !fits(r.start) || !fits(r.stop) || !fits(r.step) {
                    Err("a range has a zero step or out-of-range bounds".to_string())
                } else {
                    Ok(())
                }
            }
            Object::Function(f) => {
                self.runs_in(&f.code, f.module)?;
                if f.closure.len() != f.code.freevars.len() {
                    return Err(format!(
                        "function '{}' has the wrong number of closure cells",
                        f.code.qualname
                    ));
                }
                if let Value::Ref(annotations) = f.annotations {
                    self.kind(annotations, "a dict", is_dict)?;
                }
                f.dict.map_or(Ok(()), |d| self.kind(d, "a dict", is_dict))
            }
            Object::Iter(i) => self.iterator(i),
            Object::DictView(v) => self.kind(v.dict, "a dict", is_dict),
            Object::Exception(e) => e.user_class.map_or(Ok(()), |c| self.kind(c, "a class", is_class)),
            Object::Module(m) => self.module(m.globals),
            Object::Generator(g) => g.frame.as_ref().map_or(Ok(()), |f| self.saved_frame(f)),
            Object::Class(c) => self.module(c.module),
            Object::Instance(i) => i.dict.map_or(Ok(()), |d| self.kind(d, "a dict", is_dict)),
            Object::Traceback { exception, position } => {
                self.kind(*exception, "an exception", |o| matches!(o, Object::Exception(_)))?;
                match self.vm.heap.get(*exception) {
                    Object::Exception(e) if *position < e.traceback.len() => Ok(()),
                    _ => Err("a traceback entry is out of range".to_string()),
                }
            }
            Object::AsyncGenSend(g) => self.kind(*g, "a generator", is_generator),
            Object::ExtensionFunction { table, index } => match self.vm.extension_function(*table, *index) {
                Some(_) => Ok(()),
                None => Err(format!(
                    "native function {index} of extension table {table} is not registered in this interpreter"
                )),
            },
            _ => Ok(()),
        }
    }

    fn iterator(&self, iter: &IterObj) -> Result<(), String> {
        match iter {
            IterObj::Seq { seq, .. } | IterObj::SeqReverse { seq, .. } => self.kind(*seq, "a list or tuple", |o| {
                matches!(o, Object::List(_) | Object::Tuple(_))
            }),
            IterObj::Str { text, offset } => {
                self.live(*text)?;
                match self.vm.heap.get(*text) {
                    Object::Str(s) if s.as_str().is_char_boundary(*offset) => Ok(()),
                    _ => Err("a str iterator's position is not in its str".to_string()),
                }
            }
            IterObj::Bytes { bytes, .. } => self.kind(*bytes, "bytes", |o| matches!(o, Object::Bytes(_))),
            IterObj::Dict { dict, .. } => self.kind(*dict, "a dict", |o| matches!(o, Object::Dict(_))),
            IterObj::Set { set, .. } => {
                self.kind(*set, "a set", |o| matches!(o, Object::Set(_) | Object::FrozenSet(_)))
            }
            _ => Ok(()),
        }
    }

    fn saved_frame(&self, frame: &SavedFrame) -> Result<(), String> {
        self.runs_in(&frame.code, frame.module)?;
        let depth = frame.slots.len().checked_sub(frame.code.frame_slots());
        let Some(depth) = depth else {
            return Err(format!(
                "a paused generator of '{}' lacks its locals",
                frame.code.qualname
            ));
        };
        self.position(&frame.code, frame.pc, depth)
    }

    /// Checks that a frame of `code` may be at `pc` with `depth` values on its operand stack.
    fn position(&self, code: &CodeObject, pc: u32, depth: usize) -> Result<(), String> {
        if pc as usize > code.instrs.len() {
            return Err(format!(
                "a frame of '{}' is at instruction {pc}, past its end",
                code.qualname
            ));
        }
        if depth > verify::MAX_STACK {
            return Err(format!("a frame of '{}' holds too many values", code.qualname));
        }
        Ok(())
    }

    fn roots(&self) -> Result<(), String> {
        let vm = self.vm;
        vm.roots().into_iter().try_for_each(|v| self.value(v))?;
        if vm.modules.is_empty() {
            return Err("there is no __main__ module".to_string());
        }
        for (_, module) in &vm.imported {
            self.value(*module)?;
        }
        match vm.empty_tuple {
            Value::Ref(id) => self.kind(id, "the empty tuple", |o| matches!(o, Object::Tuple(t) if t.is_empty())),
            _ => Err("the empty tuple is not a tuple".to_string()),
        }
    }

    fn frames(&self) -> Result<(), String> {
        let vm = self.vm;
        vm.host.check()?;
        let paused = vm.host.suspension.is_some();
        if paused == vm.frames.is_empty() {
            return Err(if paused {
                "the run waits for the host but has no frames".to_string()
            } else {
                "the run has frames but does not wait for the host".to_string()
            });
        }
        let mut floor = 0usize;
        for (i, frame) in vm.frames.iter().enumerate() {
            self.runs_in(&frame.code, frame.module)?;
            let (base, ret_sp) = (frame.base as usize, frame.ret_sp as usize);
            if ret_sp < floor || base < ret_sp {
                return Err(format!("frame {i} overlaps the frame below it"));
            }
            let stack_base = frame.stack_base();
            let top = vm.frames.get(i + 1).map_or(vm.stack.len(), |next| next.ret_sp as usize);
            if stack_base > top {
                return Err(format!("frame {i}'s locals run past the operand stack"));
            }
            self.position(&frame.code, frame.pc, top - stack_base)?;
            if let Some(g) = frame.generator {
                self.kind(g, "a generator", |o| matches!(o, Object::Generator(_)))?;
            }
            let target = match frame.exit {
                FrameExit::ForIter { target }
                | FrameExit::YieldFrom { target }
                | FrameExit::AsyncGenStep { target }
                | FrameExit::ForNext { target } => Some(target),
                _ => None,
            };
            if let Some(target) = target {
                let in_range = match i.checked_sub(1) {
                    Some(caller) => (target as usize) < vm.frames[caller].code.instrs.len(),
                    None => false,
                };
                if !in_range {
                    return Err(format!("frame {i} returns to an instruction out of range"));
                }
            }
            floor = stack_base;
        }
        if !paused && !vm.stack.is_empty() {
            return Err("an idle interpreter has values on its operand stack".to_string());
        }
        Ok(())
    }
}
